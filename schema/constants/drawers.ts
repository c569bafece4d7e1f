/** Spec 2.13: where drawer buttons lead without JavaScript, and the drawer shown when a button names none. */
export const CONTACT_PAGE_PATH = '/contact-superyacht-company';
export const ENQUIRY_FORM_PATH = '/forms/enquiry/';
export const NEWSLETTER_FORM_PATH = '/forms/newsletter/';
/** The contact_broker_drawer item with the site's default brokers. */
export const DEFAULT_CONTACT_BROKER_DRAWER = 'contact_broker_drawer_default';
