/** Copy of the crew administration and crew contact pages (spec 2.2 Crew). */

export const crewAdministration = {
  title: { en: 'Yacht crew administration', es: 'Administración de tripulaciones' },
  description: {
    en: 'Crew contracts, multi-currency payroll, social security, insurance and MLC 2006 compliance for superyacht crews, handled by Halcyon’s crew administration team.',
    es: 'Contratos, nóminas en varias divisas, seguridad social, seguros y cumplimiento del MLC 2006 para tripulaciones de superyates, a cargo del equipo de administración de Halcyon.',
  },
  cover: {
    title: { en: 'Crew administration', es: 'Administración de tripulaciones' },
    subtitle: {
      en: 'Contracts, payroll and compliance, so the captain can run the yacht.',
      es: 'Contratos, nóminas y cumplimiento normativo, para que el capitán pueda dirigir el yate.',
    },
    about: { en: 'A purser working at a desk in the crew office on board', es: 'Un sobrecargo trabajando en la oficina de tripulación a bordo' },
  },
  headline: { en: 'The paperwork of a happy crew', es: 'El papeleo de una tripulación satisfecha' },
  html: {
    en: '<p>A crew of twenty can hold a dozen nationalities, four currencies and as many social-security regimes. Mistakes are expensive: a missed contribution can stop a yacht at a port-state inspection, and a late salary costs more goodwill than any bonus buys back.</p><h3>What we take on</h3><ul><li>Seafarer employment agreements that meet MLC 2006 and the flag’s requirements</li><li>Monthly payroll in euros, dollars, pounds or Australian dollars, paid on the same day every month</li><li>Social security and tax registration through compliant employment entities</li><li>Medical, P&amp;I crew and loss-of-licence insurance</li><li>Leave, rotation and travel records kept ready for audit</li></ul><p>Crew administration can be contracted on its own or as part of full <a href="/yacht-management">yacht management</a>.</p>',
    es: '<p>Una tripulación de veinte personas puede reunir una docena de nacionalidades, cuatro divisas y otros tantos regímenes de seguridad social. Los errores salen caros: una cotización olvidada puede inmovilizar el yate en una inspección del Estado rector del puerto, y un sueldo con retraso cuesta más confianza de la que recupera cualquier prima.</p><h3>De qué nos ocupamos</h3><ul><li>Contratos de trabajo de la gente de mar conformes al MLC 2006 y a las exigencias del pabellón</li><li>Nómina mensual en euros, dólares, libras o dólares australianos, pagada el mismo día cada mes</li><li>Alta en seguridad social e impuestos a través de entidades empleadoras conformes</li><li>Seguros médicos, de P&amp;I para la tripulación y de pérdida de licencia</li><li>Registros de vacaciones, rotaciones y viajes siempre listos para una auditoría</li></ul><p>La administración de tripulaciones puede contratarse por separado o dentro de una <a href="/yacht-management">gestión integral del yate</a>.</p>',
  },
  payroll: {
    title: { en: 'One payroll, every currency', es: 'Una sola nómina, todas las divisas' },
    html: {
      en: '<p>The captain approves the month’s crew list in one screen; we calculate, pay and send each crew member a clear payslip in English. Owners and management companies receive a single monthly statement per yacht.</p>',
      es: '<p>El capitán aprueba la lista mensual de tripulantes en una sola pantalla; nosotros calculamos, pagamos y enviamos a cada tripulante una nómina clara en inglés. El armador o la empresa de gestión recibe un único extracto mensual por yate.</p>',
    },
    about: { en: 'Crew paperwork and a laptop on a chart table', es: 'Documentación de la tripulación y un portátil sobre la mesa de cartas' },
  },
  figures: {
    headline: { en: 'Crew administration today', es: 'La administración de tripulaciones hoy' },
    crew: { en: 'crew on our payroll', es: 'tripulantes en nuestra nómina' },
    yachts: { en: 'yachts administered', es: 'yates administrados' },
    currencies: { en: 'payroll currencies', es: 'divisas de nómina' },
  },
  cta: { en: 'Ask about crew administration', es: 'Consultar sobre administración' },
  ctaManagement: { en: 'Yacht management', es: 'Gestión de yates' },
};

export const CREW_EMAIL = 'crew@halcyonyachts.example';

export const crewContact = {
  title: { en: 'Contact a crew specialist', es: 'Contactar con un especialista en tripulación' },
  breadcrumbsTitle: { en: 'Contact a crew specialist', es: 'Contacto tripulación' },
  description: {
    en: 'Speak to a Halcyon crew specialist in Antibes, Palma, Viareggio or Fort Lauderdale about crew placement, training or crew administration.',
    es: 'Hable con un especialista en tripulación de Halcyon en Antibes, Palma, Viareggio o Fort Lauderdale sobre selección, formación o administración de tripulaciones.',
  },
  cover: {
    title: { en: 'Talk to our crew team', es: 'Hable con nuestro equipo de tripulación' },
    subtitle: {
      en: 'Four crew offices in the heart of the yachting world, one team.',
      es: 'Cuatro oficinas de tripulación en el corazón del mundo náutico, un solo equipo.',
    },
    about: { en: 'The quay of Port Vauban in Antibes with superyachts moored stern-to', es: 'El muelle de Port Vauban en Antibes con superyates amarrados de popa' },
  },
  headline: { en: 'Where to find us', es: 'Dónde encontrarnos' },
  intro: {
    en: '<p>Owners, captains and management companies can reach any of our crew offices; the request reaches the specialist for your yacht’s size and cruising area. We answer every enquiry within one working day, and urgent replacements the same day.</p>',
    es: '<p>Armadores, capitanes y empresas de gestión pueden dirigirse a cualquiera de nuestras oficinas de tripulación; la solicitud llega al especialista adecuado para la eslora y la zona de navegación de su yate. Respondemos a cada consulta en un día laborable, y a las sustituciones urgentes en el mismo día.</p>',
  },
  officeHeading: { en: 'Crew offices', es: 'Oficinas de tripulación' },
  officeMapText: {
    en: 'Four crew-network offices in the yachting hubs, each a call or a short walk from the quays.',
    es: 'Cuatro oficinas de tripulación en los grandes puertos náuticos, a una llamada o a un paseo de los muelles.',
  },
  email: { en: 'Email', es: 'Correo electrónico' },
  phone: { en: 'Phone', es: 'Teléfono' },
  candidates: {
    title: { en: 'Are you crew?', es: '¿Es usted tripulante?' },
    html: {
      en: '<p>Please register on the Halcyon Crew Network rather than sending a CV by email: your profile, certificates and references then reach every one of our crew specialists at once.</p>',
      es: '<p>Le rogamos que se registre en Halcyon Crew Network en lugar de enviar su currículo por correo: así su perfil, títulos y referencias llegarán a la vez a todos nuestros especialistas.</p>',
    },
    about: { en: 'A stewardess folding towels in a guest cabin', es: 'Una azafata dobla toallas en un camarote de invitados' },
    button: { en: 'Register as crew', es: 'Registrarse como tripulante' },
  },
  callUs: { en: 'Call Antibes', es: 'Llamar a Antibes' },
  emailUs: { en: 'Email the crew team', es: 'Escribir al equipo' },
};
