/** The words of the form host's pages in each locale (the field messages are in services/forms/fields.ts). */
import type { Locale } from '../../../schema/constants/locale';

const en = {
  enquiry: { heading: 'Make an enquiry', intro: 'Tell us what you are looking for and a broker will answer within one working day.', submit: 'Send enquiry' },
  newsletter: { heading: 'Request our newsletter', intro: 'News of yachts, events and destinations, about once a month.', submit: 'Subscribe' },
  fields: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    message: 'Message',
    consent: 'I agree that Halcyon Yachts may store my details to answer my enquiry.',
    title: 'Title',
    chooseTitle: 'Choose…',
    firstName: 'First name',
    lastName: 'Last name',
    privacy: 'I have read the privacy policy.',
    honeypot: 'Leave this field empty',
  },
  titles: { mr: 'Mr', mrs: 'Mrs', ms: 'Ms', dr: 'Dr' },
  privacyLink: 'Privacy policy',
  close: 'Close',
  errorSummary: 'Please check the fields marked below.',
  received: { heading: 'Thank you', enquiry: 'We have received your enquiry. A broker will be in touch shortly.', newsletter: 'We have received your request. Look out for our next newsletter.' },
  refused: {
    heading: 'We could not accept this form',
    tooLarge: 'The form was too large to send (32 KB at most). Please shorten your message and try again.',
    rateLimited: (seconds: number) => `Too many forms were sent from your connection. Please try again in ${seconds} seconds.`,
    contentType: 'This address accepts only the form on this page (sent as application/x-www-form-urlencoded).',
    encoding: 'The form could not be read (its text is not valid UTF-8). Please send it again from this page.',
    back: 'Back to the form',
  },
};

type Copy = typeof en;

const es: Copy = {
  enquiry: { heading: 'Haga su consulta', intro: 'Cuéntenos qué busca y un bróker le responderá en un día laborable.', submit: 'Enviar consulta' },
  newsletter: { heading: 'Solicite nuestro boletín', intro: 'Novedades de yates, eventos y destinos, una vez al mes aproximadamente.', submit: 'Suscribirse' },
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    message: 'Mensaje',
    consent: 'Acepto que Halcyon Yachts guarde mis datos para responder a mi consulta.',
    title: 'Tratamiento',
    chooseTitle: 'Elija…',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    privacy: 'He leído la política de privacidad.',
    honeypot: 'Deje este campo vacío',
  },
  titles: { mr: 'Sr.', mrs: 'Sra.', ms: 'Srta.', dr: 'Dr.' },
  privacyLink: 'Política de privacidad',
  close: 'Cerrar',
  errorSummary: 'Revise los campos marcados abajo.',
  received: { heading: 'Gracias', enquiry: 'Hemos recibido su consulta. Un bróker se pondrá en contacto con usted en breve.', newsletter: 'Hemos recibido su solicitud. Recibirá nuestro próximo boletín.' },
  refused: {
    heading: 'No hemos podido aceptar este formulario',
    tooLarge: 'El formulario era demasiado grande (32 KB como máximo). Acorte su mensaje e inténtelo de nuevo.',
    rateLimited: (seconds: number) => `Se han enviado demasiados formularios desde su conexión. Inténtelo de nuevo dentro de ${seconds} segundos.`,
    contentType: 'Esta dirección solo acepta el formulario de esta página (enviado como application/x-www-form-urlencoded).',
    encoding: 'No se ha podido leer el formulario (su texto no es UTF-8 válido). Envíelo de nuevo desde esta página.',
    back: 'Volver al formulario',
  },
};

export const FORM_COPY: Record<Locale, Copy> = { en, es };
export type FormCopy = Copy;
