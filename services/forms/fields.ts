/**
 * The two forms of the form host (spec 2.7, 2.13, 7.4): their fields, their zod schemas and the
 * per-field messages in each locale. A schema is built per locale so every message a visitor sees
 * is in the language of the page the form was opened from.
 */
import { z } from 'zod';
import type { Locale } from '../../schema/constants/locale';
import { ENQUIRY_MESSAGE_MAX_LENGTH } from '../../schema/constants/itinerary';

export const FORM_NAMES = ['enquiry', 'newsletter'] as const;
export type FormName = (typeof FORM_NAMES)[number];
export const isFormName = (value: unknown): value is FormName => typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);

/** Spec 2.7: the newsletter's title dropdown. */
export const TITLES = ['mr', 'mrs', 'ms', 'dr'] as const;

const LIMITS = { name: 120, email: 254, phone: 40, message: ENQUIRY_MESSAGE_MAX_LENGTH, source: 500 } as const;

const MESSAGES = {
  en: {
    required: 'Please fill in this field.',
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    email: 'Please enter an e-mail address such as name@example.com.',
    phone: 'Please enter a phone number: digits, spaces, +, - and brackets only.',
    consent: 'Please agree so that we may answer your enquiry.',
    privacy: 'Please confirm that you have read the privacy policy.',
    title: 'Please choose a title.',
    characters: 'Please remove the special characters from this field.',
  },
  es: {
    required: 'Por favor, rellene este campo.',
    tooLong: (max: number) => `Por favor, use menos de ${max} caracteres.`,
    email: 'Introduzca una dirección de correo como nombre@ejemplo.com.',
    phone: 'Introduzca un número de teléfono: solo dígitos, espacios, +, - y paréntesis.',
    consent: 'Acepte, por favor, para que podamos responder a su consulta.',
    privacy: 'Confirme, por favor, que ha leído la política de privacidad.',
    title: 'Elija un tratamiento, por favor.',
    characters: 'Elimine los caracteres especiales de este campo, por favor.',
  },
} as const satisfies Record<Locale, unknown>;

/** Control characters no one types (NUL, escapes, bidi overrides); a message keeps its line breaks and tabs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\t\n\r]/;

/** One line a visitor could have typed: no control characters and no line break. */
export const isPlainLine = (value: string): boolean => !CONTROL.test(value) && !LINE_BREAK.test(value);

/** Text a visitor could have typed in the message: line breaks allowed, no control characters. */
export const isPlainText = (value: string): boolean => !CONTROL.test(value);

const text = (locale: Locale, max: number, { multiline = false } = {}) => {
  const m = MESSAGES[locale];
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: m.tooLong(max) })
    .refine((value) => !CONTROL.test(value) && (multiline || !LINE_BREAK.test(value)), { error: m.characters });
};

const email = (locale: Locale) => text(locale, LIMITS.email).pipe(z.email({ error: MESSAGES[locale].email }));

/** An HTML checkbox sends 'on' when ticked and nothing when not. */
const ticked = (message: string) => z.literal('on', { error: message }).transform(() => true);

/** Resolves relative paths to see where a browser would take them; no request ever goes there. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Whether `value` is a path of this site, safe as the href of a top-level link: one leading slash
 * (`//host` and `/\host` are other hosts to a browser), no scheme, no whitespace or control
 * characters (a browser drops tabs and line breaks, so `/\t/host` would become `//host`), no
 * backslash (read as a slash), no markup characters.
 */
export const isSitePath = (value: string): boolean => {
  if (value.length > LIMITS.source || !/^\/(?![/\\])[^\s<>"\\]*$/.test(value) || !isPlainLine(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
};

/** The form's `source` when it is a path of this site; anything else is dropped (its links lead home). */
export const sitePath = (value: string | null | undefined): string | undefined => (value && isSitePath(value) ? value : undefined);

/** The page (or yacht page) the form was opened from: a site path; anything else is dropped, not shown as an error. */
const source = z.string().refine(isSitePath).optional().catch(undefined);

export const enquirySchema = (locale: Locale) =>
  z.object({
    name: text(locale, LIMITS.name),
    email: email(locale),
    phone: z
      .string()
      .trim()
      .max(LIMITS.phone, { error: MESSAGES[locale].tooLong(LIMITS.phone) })
      .regex(/^[\d\s+()./-]*$/, { error: MESSAGES[locale].phone })
      .transform((value) => value || undefined)
      .optional(),
    message: text(locale, LIMITS.message, { multiline: true }),
    source,
    consent: ticked(MESSAGES[locale].consent),
  });

export const newsletterSchema = (locale: Locale) =>
  z.object({
    title: z.enum(TITLES, { error: MESSAGES[locale].title }),
    firstName: text(locale, LIMITS.name),
    lastName: text(locale, LIMITS.name),
    email: email(locale),
    source,
    privacy: ticked(MESSAGES[locale].privacy),
  });

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;
export type Newsletter = z.output<ReturnType<typeof newsletterSchema>>;

/** The fields each form reads from a post; anything else in the body is ignored. */
export const FIELDS = {
  enquiry: ['name', 'email', 'phone', 'message', 'source', 'consent'],
  newsletter: ['title', 'firstName', 'lastName', 'email', 'source', 'privacy'],
} as const satisfies Record<FormName, readonly string[]>;

export type Values = Partial<Record<string, string>>;
export type FieldErrors = Partial<Record<string, string>>;
export type Validation = { ok: true; data: Enquiry | Newsletter } | { ok: false; errors: FieldErrors };

/** Validates the known fields of a post; the first message per field is the one shown beside it. */
export const validate = (form: FormName, locale: Locale, values: Values): Validation => {
  const input = Object.fromEntries(FIELDS[form].flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
  const result = (form === 'enquiry' ? enquirySchema(locale) : newsletterSchema(locale)).safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
};
