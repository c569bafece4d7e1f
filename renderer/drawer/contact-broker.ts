/**
 * The contact-broker drawer's data (spec 2.13, 7.1): the contact_broker_drawer item fetched by
 * codename at depth 4, so its people and their offices come with it, mapped to what the drawer
 * shows. Mapping problems are logged as component problems are.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { contactBrokerDrawer, type ContactBrokerDrawerData } from '../../schema/components/contact_broker_drawer';
import { LOOKUP_DEPTH } from '../../schema/constants/fetching';
import type { Locale } from '../../schema/constants/locale';
import { itemRef, mapItem } from '../../schema/define';
import { itemsResponseSchema } from '../../schema/kontent';
import { logIssues } from '../render/log-issues';
import { log, problemOf } from '../../schema/log';

export type DrawerQuery = { client: IDeliveryClient; language: string; locale: Locale };

/** `unreachable`: the content service failed; `missing`: no such drawer; `invalid`: it cannot be shown. */
export type DrawerResult = { ok: true; data: ContactBrokerDrawerData } | { ok: false; reason: 'unreachable' | 'missing' | 'invalid' };

export const loadContactBrokerDrawer = async ({ client, language, locale }: DrawerQuery, codename: string): Promise<DrawerResult> => {
  let body: unknown;
  try {
    const response = await client.items().equalsFilter('system.codename', codename).languageParameter(language).depthParameter(LOOKUP_DEPTH).limitParameter(1).toPromise();
    body = response.response.data;
  } catch (error) {
    log.error('contact-broker-drawer: could not be fetched', { codename, error: problemOf(error) });
    return { ok: false, reason: 'unreachable' };
  }
  const parsed = itemsResponseSchema.safeParse(body);
  const found = parsed.data?.items[0];
  if (!parsed.success || !found || found.system.type !== contactBrokerDrawer.codename) return { ok: false, reason: 'missing' };
  const mapped = mapItem(contactBrokerDrawer, found.elements, { locale, item: itemRef(found), linkedItems: parsed.data.modular_content });
  if (mapped.issues.length > 0) logIssues(mapped.ok ? 'component-incomplete' : 'component-skipped', mapped.issues);
  if (!mapped.ok) return { ok: false, reason: 'invalid' };
  const { title, intro, buttonText, brokers } = mapped.props;
  return { ok: true, data: { codename: mapped.props.codename, title, intro, buttonText, brokers } };
};
