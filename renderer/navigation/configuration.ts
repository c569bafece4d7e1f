/**
 * Loads a site-wide configuration item (menu, footer: spec 3.11) by codename and maps it with its
 * schema module. Problems are logged the way component problems are; a configuration that cannot
 * be read at all yields null, so the page still renders with a plain header or footer.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import type { z } from 'zod';
import { itemRef, mapItem, type ComponentModule } from '../../schema/define';
import { itemResponseSchema } from '../../schema/kontent';
import type { Locale } from '../../schema/constants/locale';
import { queryConfig } from '../delivery/query-config';
import { rethrowOutage } from '../delivery/circuit';
import { logIssues } from '../render/log-issues';
import { log, problemOf } from '../../schema/log';

/** Items nested in a configuration: menu -> item -> group -> link. */
export const CONFIGURATION_DEPTH = 3;

export type ConfigurationRequest = { client: IDeliveryClient; language: string; locale: Locale; preview: boolean };

export const loadConfiguration = async <S extends z.ZodType, P>(request: ConfigurationRequest, module: ComponentModule<string, S, P>): Promise<P | null> => {
  const { client, language, locale, preview } = request;
  let body: unknown;
  try {
    const response = await client.item(module.codename).languageParameter(language).depthParameter(CONFIGURATION_DEPTH).queryConfig(queryConfig(preview)).toPromise();
    body = response.response.data;
  } catch (error) {
    rethrowOutage(error);
    log.error(`content: could not load ${module.codename}`, { codename: module.codename, language, error: problemOf(error) });
    return null;
  }
  const parsed = itemResponseSchema.safeParse(body);
  if (!parsed.success) {
    log.error(`content: unexpected response for ${module.codename}`, { codename: module.codename, problem: parsed.error.issues[0]?.message ?? '' });
    return null;
  }
  const { item, modular_content: linkedItems } = parsed.data;
  const mapped = mapItem(module, item.elements, { locale, item: itemRef(item), linkedItems });
  if (!mapped.ok) {
    logIssues('component-skipped', mapped.issues);
    return null;
  }
  logIssues('component-incomplete', mapped.issues);
  return mapped.props;
};
