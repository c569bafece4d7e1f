/**
 * The embedded form host (spec 2.7, 2.13, 7.4): GET /forms/{enquiry|newsletter}/ shows the form,
 * POST stores it and answers 303 to the thank-you view only once it is committed. `?lang=es` gives
 * the Spanish form; `?source=/path/` names the page or yacht it was opened from (a form framed by a
 * page of the site without one takes that page from the frame's referrer); `?embed=1` is the form
 * inside the site's drawer or form block, without its own heading and close link; `?message=`
 * starts the enquiry's message (the compare page names the compared yachts), which the visitor edits.
 */
import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../schema/constants/locale';
import { isFormName, isPlainLine, isPlainText, sitePath, type FormName } from '../../../../services/forms/fields';
import { ENQUIRY_MESSAGE_MAX_LENGTH } from '../../../../schema/constants/itinerary';
import { handlePost, type Outcome } from '../../../../services/forms/host';
import { requestOrigin } from '../../../../services/forms/same-site';
import { translatorFor } from '../../../i18n/translator';
import { formHost } from '../../../lib/forms/host';
import { siteStyles } from '../../../lib/forms/styles';
import { renderForm, renderReceived, renderRefused, type FormPage } from '../../../lib/forms/view';
import { fallbackPolicy } from '../../../lib/security/headers';

type Context = { params: Promise<{ form: string }> };

const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } as const;
const page = (body: string, status = 200, headers: Record<string, string> = {}) => new Response(body, { status, headers: { ...HEADERS, ...headers } });

const pathOf = (form: FormName, locale: Locale, embedded: boolean, extra: Record<string, string | undefined> = {}): string => {
  const query = new URLSearchParams();
  if (locale !== DEFAULT_LOCALE) query.set('lang', locale);
  if (embedded) query.set('embed', '1');
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  const search = query.toString();
  return `/forms/${form}/${search ? `?${search}` : ''}`;
};

/**
 * A one-line suggestion of at most 500 characters, or a planned itinerary (spec 2.13: several lines,
 * within the message limit); anything else is dropped, not shown as an error.
 */
const PREFILL_MAX = 500;
const prefillOf = (form: FormName, value: string | null): { message?: string } => {
  const text = value?.trim().replace(/\r\n?/g, '\n') ?? '';
  if (form !== 'enquiry' || text.length === 0) return {};
  const line = text.length <= PREFILL_MAX && isPlainLine(text);
  const lines = text.length <= ENQUIRY_MESSAGE_MAX_LENGTH && isPlainText(text);
  return line || lines ? { message: text } : {};
};

/**
 * The framing page's path, when the form is framed by the site itself: the origin its posts must
 * come from (SITE_URL's, else the one the browser addressed; the handler's own URL names the server's
 * listening address instead).
 */
const referrerPath = (request: NextRequest): string | undefined => {
  const referrer = request.headers.get('referer');
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    const site = formHost().siteOrigin ?? requestOrigin(request);
    return url.origin === site && !url.pathname.startsWith('/forms/') ? url.pathname : undefined;
  } catch {
    return undefined;
  }
};

const formPage = async (request: NextRequest, form: FormName, source?: string): Promise<FormPage> => {
  const params = request.nextUrl.searchParams;
  const lang = params.get('lang');
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const embedded = params.get('embed') === '1';
  return { form, locale, source, embedded, action: pathOf(form, locale, embedded), styles: await siteStyles() };
};

const notFound = () => new Response('No such form. The forms are /forms/enquiry/ and /forms/newsletter/.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const { form } = await params;
  if (!isFormName(form)) return notFound();
  const query = request.nextUrl.searchParams;
  const source = sitePath(query.get('source')) ?? (query.get('embed') === '1' ? sitePath(referrerPath(request)) : undefined);
  const view = await formPage(request, form, source);
  return page(query.get('received') === '1' ? renderReceived(view) : renderForm(view, prefillOf(form, query.get('message'))));
}

const answer = (view: FormPage, outcome: Outcome): Response => {
  const t = translatorFor(view.locale);
  switch (outcome.kind) {
    case 'received':
    case 'honeypot': {
      const source = outcome.kind === 'received' ? (outcome.source ?? view.source) : view.source;
      return new Response(null, { status: 303, headers: { location: pathOf(view.form, view.locale, view.embedded ?? false, { received: '1', source }), 'cache-control': 'no-store' } });
    }
    case 'invalid':
      return page(renderForm(view, outcome.values, outcome.errors), 422);
    case 'cross-site':
      return page(renderForm(view, outcome.values, {}, t('forms.refused.crossSite')), 403);
    case 'rate-limited':
      return page(renderRefused(view, t('forms.refused.rateLimited', { seconds: outcome.retryAfterSeconds })), 429, { 'retry-after': String(outcome.retryAfterSeconds) });
    case 'too-large':
      return page(renderRefused(view, t('forms.refused.tooLarge')), 413);
    case 'malformed':
      return page(renderRefused(view, t(outcome.reason === 'encoding' ? 'forms.refused.encoding' : 'forms.refused.contentType')), 400);
  }
};

export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { form } = await params;
  if (!isFormName(form)) return notFound();
  const view = await formPage(request, form, sitePath(request.nextUrl.searchParams.get('source')));
  const response = answer(view, await handlePost(request, form, view.locale, formHost()));
  // A post carries a body, so it skips the proxy (site/proxy.ts), which writes every other answer's policy.
  response.headers.set('content-security-policy', fallbackPolicy('self'));
  return response;
}
