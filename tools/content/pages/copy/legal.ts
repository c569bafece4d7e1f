/** Copy of /privacy-policy and /cookies-policy (spec 2.2 Other), English and European Spanish. */

import { headOffice, officeAddress } from '../../catalogue/offices';

const PRIVACY_EMAIL = 'privacy@halcyonyachts.example';
/** The registered office is the head office: its address is its office item's. */
const registered = (lang: 'en' | 'es') => officeAddress(headOffice(), lang).join(', ');

export const privacyCopy = {
  title: { en: 'Privacy policy', es: 'Política de privacidad' },
  description: {
    en: 'How Halcyon Yachts collects, uses and protects the personal data of clients, crew and visitors to this website, and how to exercise your rights.',
    es: 'Cómo recoge, utiliza y protege Halcyon Yachts los datos personales de clientes, tripulantes y visitantes de este sitio web, y cómo ejercer sus derechos.',
  },
  cover: {
    title: { en: 'Privacy policy', es: 'Política de privacidad' },
    subtitle: {
      en: 'Discretion is part of our trade. This is how we look after your personal data.',
      es: 'La discreción forma parte de nuestro oficio. Así cuidamos sus datos personales.',
    },
    about: { en: 'A quiet anchorage at dawn with a single yacht', es: 'Un fondeadero tranquilo al amanecer con un solo yate' },
  },
  headline: { en: 'Your data, handled with care', es: 'Sus datos, tratados con cuidado' },
  html: {
    en: `<p>Last updated: 1 October 2026.</p><h3>Who we are</h3><p>Halcyon Yachts S.A.M., registered office ${registered('en')}, is responsible for the personal data processed through this website. Our regional companies process data for the services they provide locally.</p><h3>What we collect</h3><ul><li>Details you give us in an enquiry: name, email, phone, preferences for a charter, purchase or project</li><li>Information needed to perform a contract: identity documents for charter or sale agreements, payment details</li><li>For crew candidates: CV, certificates, references and medical fitness</li><li>Technical data from your visit: pages viewed, device and approximate location, as described in our <a href="/cookies-policy">cookies policy</a></li></ul><h3>Why we use it</h3><p>To answer your enquiries, prepare and perform contracts, meet our legal obligations (including anti-money-laundering checks on yacht sales) and, with your consent, to send you news about yachts and events.</p><h3>Who we share it with</h3><p>Only with those who need it to serve you: the captain and owner of a yacht you charter, the other party’s broker in a sale, escrow agents, flag registries and our service providers, all bound by confidentiality. We never sell personal data.</p><h3>International transfers and retention</h3><p>As an international company, we may transfer data between our offices. Where a country does not offer equivalent protection, we use standard contractual clauses. We keep data only as long as the purpose requires or the law obliges us.</p>`,
    es: `<p>Última actualización: 1 de octubre de 2026.</p><h3>Quiénes somos</h3><p>Halcyon Yachts S.A.M., con domicilio social en ${registered('es')}, es responsable de los datos personales tratados a través de este sitio web. Nuestras sociedades regionales tratan los datos de los servicios que prestan en cada país.</p><h3>Qué datos recogemos</h3><ul><li>Los que nos facilita en una consulta: nombre, correo electrónico, teléfono y preferencias sobre un chárter, una compra o un proyecto</li><li>La información necesaria para ejecutar un contrato: documentos de identidad para contratos de chárter o de compraventa y datos de pago</li><li>De los candidatos a tripulante: currículo, títulos, referencias y aptitud médica</li><li>Datos técnicos de su visita: páginas vistas, dispositivo y ubicación aproximada, según se describe en nuestra <a href="/cookies-policy">política de cookies</a></li></ul><h3>Para qué los utilizamos</h3><p>Para responder a sus consultas, preparar y ejecutar contratos, cumplir nuestras obligaciones legales (incluidas las comprobaciones contra el blanqueo de capitales en la venta de yates) y, con su consentimiento, enviarle novedades sobre yates y eventos.</p><h3>Con quién los compartimos</h3><p>Solo con quien los necesita para atenderle: el capitán y el armador del yate que alquile, el bróker de la otra parte en una compraventa, los depositarios, los registros de pabellón y nuestros proveedores, todos ellos sujetos a confidencialidad. Nunca vendemos datos personales.</p><h3>Transferencias internacionales y conservación</h3><p>Como empresa internacional, podemos transferir datos entre nuestras oficinas. Cuando un país no ofrece una protección equivalente, utilizamos cláusulas contractuales tipo. Conservamos los datos solo el tiempo que exige su finalidad o la ley.</p>`,
  },
  rights: {
    en: `<h3>Your rights</h3><p>Depending on where you live, you may ask to access, correct or delete your data, object to or restrict its use, receive it in a portable format and withdraw your consent at any time. Write to our data protection officer at <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>; we reply within one month. You may also complain to your local data protection authority.</p>`,
    es: `<h3>Sus derechos</h3><p>Según su lugar de residencia, puede solicitar el acceso, la rectificación o la supresión de sus datos, oponerse a su uso o limitarlo, recibirlos en un formato portable y retirar su consentimiento en cualquier momento. Escriba a nuestro delegado de protección de datos en <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>; respondemos en el plazo de un mes. También puede presentar una reclamación ante la autoridad de protección de datos de su país.</p>`,
  },
  email: { en: 'Contact our data protection officer', es: 'Contactar con el delegado de protección de datos' },
  emailHref: `mailto:${PRIVACY_EMAIL}`,
  cookies: { en: 'Cookies policy', es: 'Política de cookies' },
};

export const cookiesCopy = {
  title: { en: 'Cookies policy', es: 'Política de cookies' },
  description: {
    en: 'Which cookies the Halcyon Yachts website uses, why, and how you can accept, refuse or delete them.',
    es: 'Qué cookies utiliza el sitio web de Halcyon Yachts, para qué, y cómo puede aceptarlas, rechazarlas o eliminarlas.',
  },
  cover: {
    title: { en: 'Cookies policy', es: 'Política de cookies' },
    subtitle: {
      en: 'As few cookies as possible, and none that you have not agreed to.',
      es: 'Las menos cookies posibles, y ninguna que usted no haya aceptado.',
    },
    about: { en: 'A chart table with a paper chart and a pair of dividers', es: 'Una mesa de cartas con una carta náutica y un compás de puntas' },
  },
  headline: { en: 'How we use cookies', es: 'Cómo utilizamos las cookies' },
  html: {
    en: '<p>Cookies are small text files a website stores in your browser. We use them to make the site work, to remember your choices and, only with your consent, to understand how the site is used.</p><h3>Strictly necessary</h3><ul><li><strong>i18n_redirected</strong>: remembers the language you chose (English or Spanish); kept for one year</li><li>Session storage for your favourites, comparisons and the yacht you were last viewing; deleted when you close the tab</li></ul><h3>Analytics (with your consent)</h3><p>Anonymous statistics on pages visited and searches made, so we can improve the site. These cookies are set only after you accept them and are kept for up to thirteen months.</p><h3>Embedded content</h3><p>Maps and videos from third parties may set their own cookies when you play them.</p><h3>Managing cookies</h3><p>You can change your choice at any time from the cookie banner, or delete cookies in your browser settings. Refusing analytics does not affect how the site works. See also our <a href="/privacy-policy">privacy policy</a>.</p>',
    es: '<p>Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. Las utilizamos para que el sitio funcione, para recordar sus preferencias y, solo con su consentimiento, para entender cómo se usa el sitio.</p><h3>Estrictamente necesarias</h3><ul><li><strong>i18n_redirected</strong>: recuerda el idioma que eligió (inglés o español); se conserva un año</li><li>Almacenamiento de sesión para sus favoritos, sus comparaciones y el último yate que consultó; se borra al cerrar la pestaña</li></ul><h3>Analíticas (con su consentimiento)</h3><p>Estadísticas anónimas sobre las páginas visitadas y las búsquedas realizadas, para poder mejorar el sitio. Estas cookies solo se instalan después de que usted las acepte y se conservan un máximo de trece meses.</p><h3>Contenido incrustado</h3><p>Los mapas y vídeos de terceros pueden instalar sus propias cookies cuando los reproduce.</p><h3>Gestión de las cookies</h3><p>Puede cambiar su elección en cualquier momento desde el aviso de cookies o eliminar las cookies desde la configuración de su navegador. Rechazar las analíticas no afecta al funcionamiento del sitio. Consulte también nuestra <a href="/privacy-policy">política de privacidad</a>.</p>',
  },
  privacy: { en: 'Privacy policy', es: 'Política de privacidad' },
  contact: { en: 'Questions? Contact us', es: '¿Dudas? Contacte con nosotros' },
};
