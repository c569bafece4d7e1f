/**
 * The contact-broker drawer's data (spec 2.13, 7.1): the contact_broker_drawer item fetched again by
 * codename at depth 4, so its people and their offices come with it, mapped to what the drawer shows.
 * GET ?item={codename}&lang={locale}; without an item, the site's default drawer.
 */
import type { NextRequest } from 'next/server';
import { contactBrokerDrawer, type ContactBrokerDrawerData } from '../../../../schema/components/contact_broker_drawer';
import { DEFAULT_CONTACT_BROKER_DRAWER } from '../../../../schema/constants/drawers';
import { LOOKUP_DEPTH } from '../../../../schema/constants/fetching';
import { DEFAULT_LOCALE, isLocale } from '../../../../schema/constants/locale';
import { itemRef, mapItem } from '../../../../schema/define';
import { itemsResponseSchema } from '../../../../schema/kontent';
import { logIssues } from '../../../../renderer/render/log-issues';
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
  let body: unknown;
  try {
    const response = await client
      .items()
      .equalsFilter('system.codename', item)
      .languageParameter(config.languages[lang])
      .depthParameter(LOOKUP_DEPTH)
      .limitParameter(1)
      .toPromise();
    body = response.response.data;
  } catch (error) {
    console.error(`contact-broker-drawer: ${item} could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(502, 'The content service did not answer');
  }
  const parsed = itemsResponseSchema.safeParse(body);
  const found = parsed.data?.items[0];
  if (!parsed.success || !found || found.system.type !== contactBrokerDrawer.codename) return refuse(404, `No contact-broker drawer '${item}'`);
  const mapped = mapItem(contactBrokerDrawer, found.elements, { locale: lang, item: itemRef(found), linkedItems: parsed.data.modular_content });
  if (mapped.issues.length > 0) logIssues(mapped.ok ? 'component-incomplete' : 'component-skipped', mapped.issues);
  if (!mapped.ok) return refuse(404, `The contact-broker drawer '${item}' cannot be shown`);
  const { codename, title, intro, buttonText, brokers } = mapped.props;
  const data: ContactBrokerDrawerData = { codename, title, intro, buttonText, brokers };
  return Response.json(data, { headers: { 'cache-control': 'public, max-age=60' } });
}
