/** The items an editor has just linked, read from the preview API with what they link to, as a page's blocks are (spec 7.1). */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { itemsResponseSchema } from '../../schema/kontent';
import { FALLBACK_COMPONENT_DEPTH } from '../../schema/constants/fetching';
import { queryConfig } from '../delivery/query-config';
import type { LoadItems } from './apply-overrides';

export const previewItemLoader =
  (client: IDeliveryClient): LoadItems =>
  async (codenames, language) => {
    const response = await client
      .items()
      .inFilter('system.codename', [...codenames])
      .languageParameter(language)
      .depthParameter(FALLBACK_COMPONENT_DEPTH)
      .limitParameter(Math.max(codenames.length, 1))
      .queryConfig(queryConfig(true))
      .toPromise();
    return itemsResponseSchema.parse(response.response.data);
  };
