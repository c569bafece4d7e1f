import { describe, expect, it } from 'vitest';
import { sitePath, validate } from './fields';

const enquiry = { name: 'Ana Ruiz', email: 'ana@example.com', message: 'A week in the Balearics in July.', consent: 'on', source: '/yachts/aurora/' };

describe('form validation (spec 2.7, 7.4)', () => {
  it('accepts a complete enquiry and drops an empty phone', () => {
    const result = validate('enquiry', 'en', { ...enquiry, phone: '' });
    expect(result).toEqual({ ok: true, data: { name: 'Ana Ruiz', email: 'ana@example.com', message: 'A week in the Balearics in July.', consent: true, source: '/yachts/aurora/', phone: undefined } });
  });

  it('names every refused enquiry field in English', () => {
    const result = validate('enquiry', 'en', { name: ' ', email: 'ana@', phone: 'call me', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please fill in this field.',
        email: 'Please enter an e-mail address such as name@example.com.',
        phone: 'Please enter a phone number: digits, spaces, +, - and brackets only.',
        message: 'Please fill in this field.',
        consent: 'Please agree so that we may answer your enquiry.',
      },
    });
  });

  it('names every refused enquiry field in Spanish', () => {
    const result = validate('enquiry', 'es', { name: 'x'.repeat(121), email: 'no', phone: 'abc', consent: 'yes' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Por favor, use menos de 120 caracteres.',
        email: 'Introduzca una dirección de correo como nombre@ejemplo.com.',
        phone: 'Introduzca un número de teléfono: solo dígitos, espacios, +, - y paréntesis.',
        message: 'Por favor, rellene este campo.',
        consent: 'Acepte, por favor, para que podamos responder a su consulta.',
      },
    });
  });

  it('names every refused newsletter field in each language', () => {
    expect(validate('newsletter', 'en', { title: 'king', email: 'x' })).toEqual({
      ok: false,
      errors: {
        title: 'Please choose a title.',
        firstName: 'Please fill in this field.',
        lastName: 'Please fill in this field.',
        email: 'Please enter an e-mail address such as name@example.com.',
        privacy: 'Please confirm that you have read the privacy policy.',
      },
    });
    expect(validate('newsletter', 'es', {})).toEqual({
      ok: false,
      errors: {
        title: 'Elija un tratamiento, por favor.',
        firstName: 'Por favor, rellene este campo.',
        lastName: 'Por favor, rellene este campo.',
        email: 'Por favor, rellene este campo.',
        privacy: 'Confirme, por favor, que ha leído la política de privacidad.',
      },
    });
  });

  it('accepts a newsletter request and ignores fields the form does not have', () => {
    const result = validate('newsletter', 'en', { title: 'ms', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', privacy: 'on', admin: 'true' });
    expect(result).toEqual({ ok: true, data: { title: 'ms', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', privacy: true, source: undefined } });
  });

  it('drops a source that is not a site path instead of storing it', () => {
    const result = validate('enquiry', 'en', { ...enquiry, source: 'javascript:alert(1)' });
    expect(result.ok && 'source' in result.data ? result.data.source : 'refused').toBeUndefined();
  });
});

/** Sources a link or a post may carry that are not a plain path of this site: other hosts, schemes, characters a browser rewrites. */
const OFF_SITE_SOURCES = [
  '//evil.example/phish',
  '/\\evil.example',
  '/\\/evil.example/',
  '\\\\evil.example',
  '/x\\..\\..\\evil',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' //evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r/evil.example/',
  '/\u0000/evil.example/',
  '/\u001b[2J',
  '/\u202e/x',
  '/x y',
  '/'.concat('a'.repeat(500)),
];

describe("the form's source is a path of this site or nothing (spec 2.13)", () => {
  it.each(OFF_SITE_SOURCES)('drops %j: neither kept nor stored', (source) => {
    expect(sitePath(source)).toBeUndefined();
    const result = validate('enquiry', 'en', { ...enquiry, source });
    expect(result.ok).toBe(true);
    expect(result.ok ? result.data.source : 'refused').toBeUndefined();
  });

  it.each(['/', '/yachts/aurora/', '/es/yates/aurora/', '/search/?q=aurora&type=charter', '/contact-superyacht-company/#form', '/news/%2F%2Fnot-a-host/'])('keeps the site path %j', (source) => {
    expect(sitePath(source)).toBe(source);
    const result = validate('enquiry', 'en', { ...enquiry, source });
    expect(result.ok ? result.data.source : 'refused').toBe(source);
  });
});
