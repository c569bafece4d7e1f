/** Valid and invalid `elements` of every type in CONTENT_TYPE_SCHEMAS, for the tests that compare schemas. */
import { invalidBerthElements, validBerthElements } from './catalogue/berth.fixtures';
import { CODENAMES } from './components';
import { invalidElements, validElements, type InvalidFixture } from './fixtures';
import { navigationFixtures } from './navigation/navigation.fixtures';
import { invalidPageElements, validPageElements } from './page.fixtures';
import { invalidYachtElements, validYachtElements } from './yacht/yacht.fixtures';

export type TypeFixtures = { valid: readonly Record<string, unknown>[]; invalid: readonly InvalidFixture[] };

export const contentTypeFixtures: Record<string, TypeFixtures> = {
  ...Object.fromEntries(CODENAMES.map((codename) => [codename, { valid: validElements[codename], invalid: invalidElements[codename] }])),
  ...navigationFixtures,
  page: { valid: validPageElements, invalid: invalidPageElements },
  yacht: { valid: validYachtElements, invalid: invalidYachtElements },
  berth: { valid: validBerthElements, invalid: invalidBerthElements },
};
