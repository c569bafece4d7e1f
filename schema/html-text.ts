/**
 * HTML as the plain text a search record, a structured-data description, a brochure or an address
 * shows: block boundaries and line breaks part the words, inline tags join them (`Yacht<em>s</em>`
 * stays one word), and entities are read once from one table, so `&amp;lt;` is the text `&lt;`.
 */

/** The named entities rich text and the yacht data carry; numeric ones are read by number. */
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;
const MAX_CODE_POINT = 0x10ffff;

const codePoint = (value: number, entity: string): string => (value > 0 && value <= MAX_CODE_POINT ? String.fromCodePoint(value) : entity);

/** Entities as the characters they stand for; an entity outside the table stays as written. */
export const decodeEntities = (text: string): string =>
  text.replace(ENTITY, (entity, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal !== undefined) return codePoint(Number.parseInt(decimal, 10), entity);
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16), entity);
    return (name !== undefined && Object.hasOwn(NAMED, name) ? NAMED[name] : undefined) ?? entity;
  });

/** A line break, or a tag that opens or closes a block. */
const BREAK = /<br\s*\/?>|<\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|table|tr|td|th|blockquote|figure|figcaption|section|article)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;

/** The lines of an HTML fragment: one per paragraph, heading, list item or line break, spaces joined, none empty. */
export const htmlLines = (html: string): string[] =>
  decodeEntities(html.replace(BREAK, '\n').replace(TAG, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);

/** An HTML fragment as one line of text. */
export const htmlText = (html: string): string => htmlLines(html).join(' ');
