/** Raw items the partners_component module must accept and reject (a type is one unit). */
import { atlasPartner, helmPartner } from '../catalogue/partner.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'partners_component',
  valid: [
    { name: 'two partners', elements: { title: fx.text('Partners'), partners: fx.linked('partner_atlas', 'partner_helm') }, linked: [atlasPartner, helmPartner] },
    { name: 'none yet', elements: { partners: fx.linked() } },
  ],
  invalid: [
    { why: 'no partners element', element: 'partners', elements: { title: fx.text('Partners') } },
    { why: 'partners as text', element: 'partners', elements: { partners: fx.text('partner_atlas') } },
  ],
});
