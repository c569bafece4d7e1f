/** Buttons the page-builder blocks' fixtures link to (the registry test renders fixtures alone). */
import { fx, item } from '../fixtures';

export const sampleButtons = [
  item('button__external___internal_link', 'b_charter', {
    button_text: fx.text('Charter a yacht'),
    link__external: fx.text('/yacht-charter'),
  }),
  item('button__external___internal_link', 'b_sale', {
    button_text: fx.text('Yachts for sale'),
    link__external: fx.text('/yachts-for-sale'),
    theme: fx.choice('secondary'),
  }),
];
