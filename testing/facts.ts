/**
 * Facts a page states, read from its text, and the checks that they agree with the content: office
 * phones, addresses, opening hours and counts (spec 3.8, 9.7), and a yacht's tax words (spec 9.1).
 * The same checks read the demo content (tools/content/facts.test.ts) and the built pages
 * (site/e2e/office-facts.spec.ts).
 */
import type { PriceSuffixKey, TaxLabelKey } from '../schema/constants/currency';

export type OfficeFact = { name: string; type: 'brokerage' | 'crew'; address: string[]; phone: string; fax: string; hours: string };
export type KnownFacts = { offices: OfficeFact[]; personPhones: string[]; personHours: string[] };

/** Text as a visitor reads it: markup, accents and line breaks do not make a fact different. */
export const plain = (text: string): string =>
  text
    .replace(/<[^>]+>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

const digits = (phone: string) => phone.replace(/\D/g, '');

/** International numbers as pages print them ('+377 93 50 12 20') and as tel: links carry them. */
export const phonesIn = (text: string): string[] => [...text.matchAll(/\+\d{1,3}(?:[ \u00a0]\d{1,4}){2,5}|tel:\+?\d+/g)].map((m) => m[0]);

export const unknownPhones = (text: string, known: KnownFacts): string[] => {
  const allowed = new Set([...known.offices.flatMap((o) => [o.phone, o.fax]), ...known.personPhones].filter(Boolean).map(digits));
  return phonesIn(text).filter((phone) => !allowed.has(digits(phone)));
};

/** '9:00–18:00', '9:00 to 18:30', 'de 9:00 a 18:30', '09:00-18:00' as one form: '9:00-18:00'. */
const RANGE = /\b(\d{1,2}):(\d{2}) ?(?:–|-|to|a) ?(\d{1,2}):(\d{2})\b/g;
export const hourRangesIn = (text: string): string[] => [...plain(text).matchAll(RANGE)].map(([, h1, m1, h2, m2]) => `${Number(h1)}:${m1}-${Number(h2)}:${m2}`);

export const unknownHours = (text: string, known: KnownFacts): string[] => {
  const allowed = new Set([...known.offices.map((o) => o.hours), ...known.personHours].flatMap(hourRangesIn));
  return hourRangesIn(text).filter((range) => !allowed.has(range));
};

/**
 * Wherever a page prints an office's postcode line ('98000 Monaco'), the street before it is the
 * street of an office with that line: one address per office, whichever page names it.
 */
export const wrongAddresses = (text: string, known: KnownFacts): string[] => {
  const body = plain(text);
  const wrong: string[] = [];
  const byPostcode = new Map<string, string[]>();
  for (const office of known.offices) {
    const [street, postcode] = office.address.map(plain);
    if (street && postcode && /\d/.test(postcode)) byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), street]);
  }
  for (const [postcode, streets] of byPostcode) {
    for (let at = body.indexOf(postcode); at !== -1; at = body.indexOf(postcode, at + 1)) {
      const before = body.slice(Math.max(0, at - 120), at).replace(/[\s,]+$/, '');
      if (!streets.some((street) => before.endsWith(street))) wrong.push(`${before.slice(-40)} | ${postcode}`);
    }
  }
  return wrong;
};

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-one': 21,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuna: 21,
  veintiun: 21,
};
const NUMBER = `(\\d{1,3}|${Object.keys(WORDS).join('|')})`;
const readNumber = (word: string): number => (/^\d+$/.test(word) ? Number(word) : (WORDS[word.toLowerCase()] ?? NaN));

/**
 * Sentences that count offices: 'sixteen brokerage offices', '4 crew-network offices', 'Monaco and
 * twenty offices' (twenty more than Monaco), '16 oficinas de corretaje', 'otras veinte oficinas'.
 * An unqualified count is the brokerage offices or all of them; 'N offices with charter brokers'
 * counts some of them and is not read.
 */
export type CountClaim = { phrase: string; count: number; kind: 'brokerage' | 'crew' | 'all'; more: boolean };
const CLAIMS = [
  new RegExp(`(?<more>\\bMonaco\\s+and\\s+|\\b(?:other|more)\\s+)?(?<![\\d:.,])\\b${NUMBER}\\s+(?<kind>brokerage\\s+|crew(?:-network)?\\s+)?offices\\b(?!\\s+with)`, 'gi'),
  new RegExp(`(?<more>\\bMonaco\\s+y\\s+(?:otras\\s+)?|\\b(?:otras|mas)\\s+)?(?<![\\d:.,])\\b${NUMBER}\\s+oficinas\\b(?<kind>\\s+de\\s+(?:corretaje|brokerage|tripulacion(?:es)?))?(?!\\s+con)`, 'gi'),
];
export const officeCountClaims = (text: string): CountClaim[] =>
  CLAIMS.flatMap((pattern) =>
    [...plain(text).matchAll(pattern)].map((m) => {
      const kindWord = (m.groups?.kind ?? '').trim().toLowerCase();
      const kind = kindWord === '' ? 'all' : /crew|tripulacion/.test(kindWord) ? 'crew' : 'brokerage';
      return { phrase: m[0], count: readNumber(m[1] ?? m[2] ?? ''), kind, more: Boolean(m.groups?.more) };
    }),
  );

/** Spec 2.6: the menu teaser's own words, which the spec writes as they are. */
export const SPEC_TEASER = '21 Offices Worldwide';

export const wrongCounts = (text: string, known: KnownFacts): CountClaim[] => {
  const brokerage = known.offices.filter((o) => o.type === 'brokerage').length;
  const crew = known.offices.filter((o) => o.type === 'crew').length;
  const allowed = { brokerage: [brokerage], crew: [crew], all: [brokerage, brokerage + crew] };
  return officeCountClaims(text.split(SPEC_TEASER).join(' ')).filter((claim) => {
    // 'Monaco and fifteen other offices' counts every office but one.
    const counted = claim.more ? claim.count + 1 : claim.count;
    return !allowed[claim.kind].includes(counted);
  });
};

/**
 * Spec 9.1: the suffix of a sale price and the tax label say the same: '(VAT & US Duty Paid)' goes
 * with that label, '(US Duty Paid)' with a label that says the duty is paid, and '(Not available for
 * sale to US Residents)' with one that does not.
 */
export const taxWordsAgree = (label: TaxLabelKey, suffix: PriceSuffixKey | null): boolean => {
  const usDutyPaid = label === 'vatAndUsDutyPaid' || label === 'usDutyPaid';
  if (suffix === 'vatAndUsDutyPaid') return label === 'vatAndUsDutyPaid';
  if (suffix === 'usDutyPaid') return usDutyPaid;
  if (suffix === 'notForUsResidents') return !usDutyPaid;
  return true;
};
