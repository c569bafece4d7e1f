/** Sample partner items (spec 3.10) in the Delivery API's shape, linked by partners_component's fixtures. */
import { dam, fx, item, sampleImage, type RejectedElements } from '../fixtures';

export const atlasPartner = item('partner', 'partner_atlas', {
  name: fx.text('Atlas Marine Insurance'),
  website_url: fx.text('https://www.atlasmarine.example'),
  logo: dam({ ...sampleImage, alt: { en: 'Atlas Marine Insurance logo', es: 'Logotipo de Atlas Marine Insurance' } }),
  description: fx.text('Hull, machinery and P&I cover.'),
  category: fx.choice('insurance'),
  display_order: fx.number(1),
});

export const helmPartner = item('partner', 'partner_helm', {
  name: fx.text('Helm Crew Academy'),
  website_url: fx.text('https://helmacademy.example/courses'),
});

export const samplePartners = [atlasPartner, helmPartner];

export const validPartnerElements: Record<string, unknown>[] = [atlasPartner.elements, helmPartner.elements];
export const invalidPartnerElements: RejectedElements[] = [
  { why: 'no name', elements: { website_url: fx.text('https://example.com') } },
  { why: 'website without scheme', elements: { name: fx.text('Atlas'), website_url: fx.text('atlasmarine.example') } },
  { why: 'script website', elements: { name: fx.text('Atlas'), website_url: fx.text('javascript:alert(1)') } },
];
