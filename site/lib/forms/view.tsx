/**
 * The form host's pages as plain server HTML (spec 2.7, 2.13): a POST form that works without
 * JavaScript, each error beside its field, and the visitor's input kept when a field is refused.
 */
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import type { Locale } from '../../../schema/constants/locale';
import { localisedPath } from '../../../schema/locale';
import { sitePath, TITLES, type FieldErrors, type FormName, type Values } from '../../../services/forms/fields';
import { HONEYPOT_FIELD } from '../../../services/forms/host';
import { wordsOf, type Words } from '../../../schema/words';
import { translatorFor } from '../../i18n/translator';

/** The form host's words (site/messages `forms`; the field messages are in services/forms/fields.ts). */
type FormCopy = Words<'forms'>;
import type { Styles } from './styles';

export type FormPage = {
  form: FormName;
  locale: Locale;
  action: string;
  source?: string;
  /** Inside the site's drawer or form block: the frame around it has the heading and the close button. */
  embedded?: boolean;
  styles: Styles;
};

const INPUT =
  'mt-1 block w-full border border-gray-400 bg-white px-3 py-2 text-navy focus:border-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep aria-invalid:border-alert-ink';
const LINK = 'underline underline-offset-4 hover:text-gold-deep';

const Document = ({ page, title, children }: { page: FormPage; title: string; children: ReactNode }) => (
  <html lang={page.locale} className={page.styles.htmlClass}>
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      {page.styles.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </head>
    <body className="antialiased bg-white text-navy">
      {/* Embedded, the form is part of the page around it, whose own <main> is the one main landmark. */}
      {page.embedded ? <div className="mx-auto max-w-xl px-1 pt-2 pb-4">{children}</div> : <main className="mx-auto max-w-xl px-5 py-8 sm:px-8">{children}</main>}
    </body>
  </html>
);

const Footer = ({ page, copy }: { page: FormPage; copy: FormCopy }) => (
  <p className="mt-8 flex justify-between gap-4 border-t border-gray-200 pt-4 text-sm text-body">
    <a className={LINK} href={localisedPath('/privacy-policy', page.locale)} target="_top">
      {copy.privacyLink}
    </a>
    {page.embedded ? null : (
      <a className={LINK} href={page.source ?? localisedPath('/', page.locale)} target="_top">
        {copy.close}
      </a>
    )}
  </p>
);

type FieldProps = { name: string; label: string; values: Values; errors: FieldErrors };

/** aria-describedby points at the error, which sits right below the field. */
const errorProps = (name: string, errors: FieldErrors) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});

const ErrorText = ({ name, errors }: { name: string; errors: FieldErrors }) =>
  errors[name] ? (
    <p id={`${name}-error`} className="mt-1 text-sm text-alert-ink">
      {errors[name]}
    </p>
  ) : null;

const TextField = ({ name, label, values, errors, type = 'text', autoComplete, required = true }: FieldProps & { type?: string; autoComplete?: string; required?: boolean }) => (
  <div className="mt-5">
    <label htmlFor={name} className="block text-sm font-medium">
      {label}
    </label>
    <input id={name} name={name} type={type} autoComplete={autoComplete} required={required} defaultValue={values[name] ?? ''} className={INPUT} {...errorProps(name, errors)} />
    <ErrorText name={name} errors={errors} />
  </div>
);

const CheckField = ({ name, label, values, errors }: FieldProps) => (
  <div className="mt-5">
    <div className="flex items-start gap-3">
      <input id={name} name={name} type="checkbox" required defaultChecked={values[name] === 'on'} className="mt-1 size-4 accent-navy" {...errorProps(name, errors)} />
      <label htmlFor={name} className="text-sm text-body">
        {label}
      </label>
    </div>
    <ErrorText name={name} errors={errors} />
  </div>
);

const EnquiryFields = ({ copy, values, errors }: { copy: FormCopy; values: Values; errors: FieldErrors }) => (
  <>
    <TextField name="name" label={copy.fields.name} autoComplete="name" values={values} errors={errors} />
    <TextField name="email" label={copy.fields.email} type="email" autoComplete="email" values={values} errors={errors} />
    <TextField name="phone" label={copy.fields.phone} type="tel" autoComplete="tel" required={false} values={values} errors={errors} />
    <div className="mt-5">
      <label htmlFor="message" className="block text-sm font-medium">
        {copy.fields.message}
      </label>
      <textarea id="message" name="message" rows={6} required defaultValue={values.message ?? ''} className={INPUT} {...errorProps('message', errors)} />
      <ErrorText name="message" errors={errors} />
    </div>
    <CheckField name="consent" label={copy.fields.consent} values={values} errors={errors} />
  </>
);

const NewsletterFields = ({ copy, values, errors }: { copy: FormCopy; values: Values; errors: FieldErrors }) => (
  <>
    <div className="mt-5">
      <label htmlFor="title" className="block text-sm font-medium">
        {copy.fields.title}
      </label>
      <select id="title" name="title" required defaultValue={values.title ?? ''} className={INPUT} {...errorProps('title', errors)}>
        <option value="">{copy.fields.chooseTitle}</option>
        {TITLES.map((title) => (
          <option key={title} value={title}>
            {copy.titles[title]}
          </option>
        ))}
      </select>
      <ErrorText name="title" errors={errors} />
    </div>
    <TextField name="firstName" label={copy.fields.firstName} autoComplete="given-name" values={values} errors={errors} />
    <TextField name="lastName" label={copy.fields.lastName} autoComplete="family-name" values={values} errors={errors} />
    <TextField name="email" label={copy.fields.email} type="email" autoComplete="email" values={values} errors={errors} />
    <CheckField name="privacy" label={copy.fields.privacy} values={values} errors={errors} />
  </>
);

/**
 * Next refuses a bundled `react-dom/server` in the app (it steers pages to Server Components), but
 * a route handler answering a POST with HTML needs exactly this: load it from node_modules at run time.
 */
const { renderToStaticMarkup }: { renderToStaticMarkup: (element: ReactNode) => string } = createRequire(import.meta.url)('react-dom/server');
const html = (element: ReactNode): string => `<!doctype html>${renderToStaticMarkup(element)}`;

/**
 * The form, empty or refilled with the visitor's input and the errors beside its fields; `notice`
 * says why a refilled form was not sent when no field is at fault.
 */
export const renderForm = (page: FormPage, values: Values = {}, errors: FieldErrors = {}, notice?: string): string => {
  const copy = wordsOf(translatorFor(page.locale), 'forms');
  const words = copy[page.form];
  const Fields = page.form === 'enquiry' ? EnquiryFields : NewsletterFields;
  const source = sitePath(values.source) ?? page.source;
  const hasErrors = Object.keys(errors).length > 0;
  return html(
    <Document page={page} title={words.heading}>
      <h1 className={page.embedded ? 'sr-only' : 'text-2xl font-light sm:text-3xl'}>{words.heading}</h1>
      <p className={page.embedded ? 'text-body' : 'mt-2 text-body'}>{words.intro}</p>
      {hasErrors ? (
        <p role="alert" className="mt-4 border-l-4 border-alert-ink pl-3 text-sm text-alert-ink">
          {copy.errorSummary}
        </p>
      ) : null}
      {notice ? (
        <p role="alert" className="mt-4 border-l-4 border-alert-ink pl-3 text-sm text-alert-ink">
          {notice}
        </p>
      ) : null}
      {/* noValidate: the server's messages, in the page's language, are the ones shown. */}
      <form method="post" action={page.action} noValidate className="mt-2">
        {source ? <input type="hidden" name="source" value={source} /> : null}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{copy.fields.honeypot}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Fields copy={copy} values={values} errors={errors} />
        <button
          type="submit"
          className="mt-6 w-full bg-navy px-6 py-3 font-medium text-white hover:bg-gold-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep sm:w-auto"
        >
          {words.submit}
        </button>
      </form>
      <Footer page={page} copy={copy} />
    </Document>,
  );
};

export const renderReceived = (page: FormPage): string => {
  const copy = wordsOf(translatorFor(page.locale), 'forms');
  return html(
    <Document page={page} title={copy.received.heading}>
      <h1 className="text-2xl font-light sm:text-3xl">{copy.received.heading}</h1>
      <p role="status" className="mt-4 text-body">
        {copy.received[page.form]}
      </p>
      <Footer page={page} copy={copy} />
    </Document>,
  );
};

/** A post the host could not accept: what happened, and the way back to the form. */
export const renderRefused = (page: FormPage, message: string): string => {
  const copy = wordsOf(translatorFor(page.locale), 'forms');
  return html(
    <Document page={page} title={copy.refused.heading}>
      <h1 className="text-2xl font-light sm:text-3xl">{copy.refused.heading}</h1>
      <p role="alert" className="mt-4 text-body">
        {message}
      </p>
      <p className="mt-6">
        <a className={LINK} href={page.action}>
          {copy.refused.back}
        </a>
      </p>
      <Footer page={page} copy={copy} />
    </Document>,
  );
};
