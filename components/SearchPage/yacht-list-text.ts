/**
 * The search's yacht list (spec 7.2, 4.3) as the search page carries it to the browser: one short
 * string, so the page's payload stays within its budget. Each yacht is `prefix:rest|yachtId`, where
 * the prefix is an index into the list of URL folders ('/yacht-for-sale/', '/es/yacht-for-charter/'),
 * written once; yachts are separated by spaces (neither a URL path nor a yacht id holds one here).
 */
import type { YachtUrl } from '../../schema/yacht/navigation-list';

export type YachtListText = { folders: string[]; yachts: string };

const split = (url: string): [folder: string, rest: string] => {
  const cut = url.lastIndexOf('/', url.length - 2) + 1;
  return [url.slice(0, cut), url.slice(cut)];
};

export const toYachtListText = (list: readonly YachtUrl[]): YachtListText => {
  const folders: string[] = [];
  const entries = list
    .filter(({ Url, YachtId }) => !/[\s|]/.test(Url + YachtId))
    .map(({ Url, YachtId }) => {
      const [folder, rest] = split(Url);
      if (!folders.includes(folder)) folders.push(folder);
      return `${folders.indexOf(folder)}:${rest}|${YachtId}`;
    });
  return { folders, yachts: entries.join(' ') };
};

export const fromYachtListText = ({ folders, yachts }: YachtListText): YachtUrl[] =>
  yachts
    .split(' ')
    .filter(Boolean)
    .flatMap((entry) => {
      const colon = entry.indexOf(':');
      const bar = entry.lastIndexOf('|');
      const folder = folders[Number(entry.slice(0, colon))];
      return colon > 0 && bar > colon && folder !== undefined ? [{ Url: `${folder}${entry.slice(colon + 1, bar)}`, YachtId: entry.slice(bar + 1) }] : [];
    });
