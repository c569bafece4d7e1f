/**
 * What an image's key and brief steer in its illustration: sail or motor, which room, which
 * region. The composers draw from these and describe.ts names the same choices, so an alt text
 * cannot drift from its picture.
 */
export type Room = 'salon' | 'dining' | 'cabin' | 'lounge';
export type Region = 'tropical' | 'northern' | 'med';

/** A key or brief mentioning sail draws a sailing yacht. */
export const isSail = (hint: string): boolean => /\bsail|sailing|ketch|sloop|perini|schooner/.test(hint);

export const roomOf = (hint: string): Room | undefined =>
  /cabin|stateroom|suite/.test(hint) ? 'cabin' : /dining/.test(hint) ? 'dining' : /lounge/.test(hint) ? 'lounge' : /salon|saloon/.test(hint) ? 'salon' : undefined;

const TROPICAL = /maldiv|seychel|bahama|caribb|virgin|barth|polynes|thai|phuket|raja|indones|antigua|tahiti|fiji|bora|grenad|lagoon|tropic/;
const NORTHERN = /norw|fjord|alaska|iceland|arctic|patagon|scotland/;
const MEDITERRANEAN =
  /amalfi|riviera|azur|cote|côte|balear|mallorca|majorca|ibiza|menorca|sardin|corsic|greek|greece|cyclad|croat|turk|montenegro|capri|portofino|monaco|sicil|ital|franc|spain|españa|mediterr/;

export const regionOf = (hint: string): Region | undefined => (TROPICAL.test(hint) ? 'tropical' : NORTHERN.test(hint) ? 'northern' : MEDITERRANEAN.test(hint) ? 'med' : undefined);
