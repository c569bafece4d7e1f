/**
 * Valid and invalid `elements` of every type in CONTENT_TYPE_SCHEMAS, for the tests that compare
 * schemas (vitest only: component fixtures are found by file name).
 */
import { invalidBerthElements, validBerthElements } from './catalogue/berth.fixtures';
import { invalidFaqGroupElements, invalidFaqItemElements, validFaqGroupElements, validFaqItemElements } from './catalogue/faq.fixtures';
import { invalidMapDestinationElements, validMapDestinationElements } from './catalogue/map-destination.fixtures';
import { invalidOfficeElements, validOfficeElements } from './catalogue/office.fixtures';
import { invalidPartnerElements, validPartnerElements } from './catalogue/partner.fixtures';
import { invalidPodcastElements, validPodcastElements } from './catalogue/podcast.fixtures';
import { invalidShipyardElements, validShipyardElements } from './catalogue/shipyard.fixtures';
import { invalidPersonElements, validPersonElements } from './catalogue/person.fixtures';
import { CODENAMES } from './components';
import { fixturesOf } from './components/all-fixtures';
import type { RejectedElements } from './fixtures';
import { navigationFixtures } from './navigation/navigation.fixtures';
import { invalidPageElements, validPageElements } from './page.fixtures';
import { invalidRedirectElements, validRedirectElements } from './routing/redirect.fixtures';
import { invalidYachtElements, validYachtElements } from './yacht/yacht.fixtures';

export type TypeFixtures = { valid: readonly Record<string, unknown>[]; invalid: readonly RejectedElements[] };

export const contentTypeFixtures: Record<string, TypeFixtures> = {
  ...Object.fromEntries(
    CODENAMES.map((codename) => {
      const { valid, invalid } = fixturesOf(codename);
      return [codename, { valid: valid.map((fixture) => fixture.elements), invalid }];
    }),
  ),
  ...navigationFixtures,
  page: { valid: validPageElements, invalid: invalidPageElements },
  yacht: { valid: validYachtElements, invalid: invalidYachtElements },
  berth: { valid: validBerthElements, invalid: invalidBerthElements },
  office: { valid: validOfficeElements, invalid: invalidOfficeElements },
  redirect: { valid: validRedirectElements, invalid: invalidRedirectElements },
  faq_item: { valid: validFaqItemElements, invalid: invalidFaqItemElements },
  faq_group: { valid: validFaqGroupElements, invalid: invalidFaqGroupElements },
  podcast: { valid: validPodcastElements, invalid: invalidPodcastElements },
  partner: { valid: validPartnerElements, invalid: invalidPartnerElements },
  shipyard: { valid: validShipyardElements, invalid: invalidShipyardElements },
  person: { valid: validPersonElements, invalid: invalidPersonElements },
  map_destination: { valid: validMapDestinationElements, invalid: invalidMapDestinationElements },
};
