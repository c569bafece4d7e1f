/**
 * The contact-broker drawer's data (spec 2.13, 7.1), read by renderer/drawer/contact-broker.ts.
 * GET ?item={codename}&lang={locale}; without an item, the site's default drawer.
 */
import type { NextRequest } from 'next/server';
import { loadContactBrokerDrawer } from '../../../../renderer/drawer/contact-broker';
import { DEFAULT_CONTACT_BROKER_DRAWER } from '../../../../schema/constants/drawers';
import { DEFAULT_LOCALE, isLocale } from '../../../../schema/constants/locale';
import { getDelivery } from '../../../lib/delivery';

const CODENAME = /^[a-z0-9_]{1,120}$/;
const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  const item = params.get('item') || DEFAULT_CONTACT_BROKER_DRAWER;
  const lang = params.get('lang') ?? DEFAULT_LOCALE;
  if (!CODENAME.test(item)) return refuse(400, 'item must be a codename: lower-case letters, digits and underscores');
  if (!isLocale(lang)) return refuse(400, 'lang must be a site locale');
  const { client, config } = getDelivery();
  const result = await loadContactBrokerDrawer({ client, language: config.languages[lang], locale: lang }, item);
  if (result.ok) return Response.json(result.data, { headers: { 'cache-control': 'public, max-age=60' } });
  if (result.reason === 'unreachable') return refuse(502, 'The content service did not answer');
  if (result.reason === 'missing') return refuse(404, `No contact-broker drawer '${item}'`);
  return refuse(404, `The contact-broker drawer '${item}' cannot be shown`);
}
