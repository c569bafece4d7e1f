/**
 * The itinerary as the message of the enquiry form (spec 2.13): one line per day and leg, the yacht
 * check, and the share link that opens it again. Pure and in the visitor's language (the words come
 * from site/messages `itineraryBuilder`, with `{placeholders}`; the count of places in its plural forms).
 */
import { ENQUIRY_MESSAGE_MAX_LENGTH, ITINERARY_MESSAGE_NAME_MAX } from '../constants/itinerary';
import { numberFormat } from '../intl-format';
import { plural, type PluralForms } from '../plural';
import { fill } from '../words';
import type { ItineraryCheck } from './check';
import type { Leg, LatLng } from './route';

export type MessageWords = {
  messageIntro: PluralForms;
  messageStart: string;
  messageLeg: string;
  messageYacht: string;
  messageNoYacht: string;
  messageBeyondRange: string;
  messageOverDay: string;
  messageUnchecked: string;
  messageLink: string;
};

export type MessagePlace = LatLng & { name: string };

const oneDecimal = (value: number, locale: string): string => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
const short = (name: string): string => (name.length > ITINERARY_MESSAGE_NAME_MAX ? `${name.slice(0, ITINERARY_MESSAGE_NAME_MAX - 1)}…` : name);
const whole = (value: number, locale: string): string => numberFormat(locale, {}).format(Math.round(value));

export const itineraryMessage = (input: {
  places: readonly MessagePlace[];
  legs: readonly Leg<MessagePlace>[];
  hours: readonly number[];
  check: ItineraryCheck;
  link: string;
  words: MessageWords;
  locale: string;
}): string => {
  const { words, locale } = input;
  const [start] = input.places;
  const lines = [plural(words.messageIntro, locale, input.places.length)];
  if (start) lines.push(fill(words.messageStart, { place: short(start.name) }));
  input.legs.forEach((leg, i) => {
    const problems = input.check.kind === 'checked' ? [input.check.legs[i]?.beyondRange ? words.messageBeyondRange : '', input.check.legs[i]?.overDay ? words.messageOverDay : ''].filter(Boolean) : [];
    lines.push(
      fill(words.messageLeg, {
        day: String(i + 2),
        from: short(leg.from.name),
        to: short(leg.to.name),
        nm: whole(leg.nm, locale),
        hours: oneDecimal(input.hours[i] ?? 0, locale),
      }) + (problems.length > 0 ? ` (${problems.join('; ')})` : ''),
    );
  });
  const check = input.check;
  if (check.kind === 'none') lines.push(words.messageNoYacht);
  else lines.push(fill(words.messageYacht, { name: check.yacht.name }) + (check.kind === 'unknown' ? ` (${words.messageUnchecked})` : ''));
  lines.push(fill(words.messageLink, { link: input.link }));
  // The cap on places keeps a real itinerary well within the limit; this only guards the form.
  return lines.join('\n').slice(0, ENQUIRY_MESSAGE_MAX_LENGTH);
};
