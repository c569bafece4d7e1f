/**
 * The `yacht` content type (schema/README.md, spec 3.3): the yacht's text elements and the JSON
 * documents the brokerage system feeds it (`api_data`, `price`, `contract_currencies`); its
 * pictures are a DAM profile image and the gallery JSON file of spec 3.5.
 */
import { z } from 'zod';
import { dam, flag, jsonElement, linkedItems, requiredText, richText, text } from '../elements';
import { assetElement, assetValue, choiceOption, multipleChoiceElement, urlSlugElement } from '../kontent';
import { yachtApiSchema } from './api';
import { contractCurrenciesSchema, priceMapSchema } from './price';

export const YACHT_MARKET_TYPES = ['charter', 'sale', 'sale_charter', 'ghost'] as const;
export type YachtMarketType = (typeof YACHT_MARKET_TYPES)[number];

const marketTypeMessage = `Market type must be one of: ${YACHT_MARKET_TYPES.join(', ')}`;

export const yachtElementsSchema = z.looseObject({
  name: requiredText('Yacht name is required'),
  url_slug: urlSlugElement.extend({ value: z.string().regex(/\S/, 'URL slug is required') }),
  yacht_type: multipleChoiceElement.extend({
    value: z.array(choiceOption.extend({ codename: z.enum(YACHT_MARKET_TYPES, { error: marketTypeMessage }) })).min(1, 'Choose the market type (charter, sale, sale_charter or ghost)'),
  }),
  api_data: jsonElement(yachtApiSchema, 'Yacht data (api_data)'),
  price: jsonElement(priceMapSchema, 'Price map'),
  /** The JSON null (the string 'null') when neither a sale nor a charter contract currency is set. */
  contract_currencies: jsonElement(contractCurrenciesSchema, 'Contract currencies'),
  gallery_asset: assetElement
    .extend({
      value: z.array(assetValue.extend({ type: z.literal('application/json', { error: 'The gallery must be a JSON file' }) })).max(1, 'Only one gallery file is read'),
    })
    .optional(),
  profile_image: dam().optional(),
  ribbon_text: text().optional(),
  sale_new_to_market: flag('Sale new to market').optional(),
  charter_new_to_market: flag('Charter new to market').optional(),
  charter_youtube_url: text().optional(),
  sale_youtube_url: text().optional(),
  url_charter: text().optional(),
  url_sale: text().optional(),
  url_ghost: text().optional(),
  builder_internal_page: linkedItems().optional(),
  description: richText().optional(),
});

export type YachtElements = z.output<typeof yachtElementsSchema>;
