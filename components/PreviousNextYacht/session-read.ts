/**
 * Spec 3.7, 4.3: the yacht navigation's session storage, read raw and checked value by value (a
 * stale, foreign or hand-edited entry counts as absent). Loaded by the island after it hydrates, so
 * zod's core is not part of a yacht page's first-load script.
 */
import '../ui/zod-jitless.client';
import { z } from 'zod/mini';
import { readNonSearchList, yachtUrlSchema } from '../../schema/yacht/navigation-list';
import type { SessionSnapshot, SessionState } from './yacht-navigation.machine';

const localPath = z.string().check(z.regex(/^\/(?!\/)/));
const flagSchema = z.union([
  z.boolean(),
  z.pipe(
    z.literal('true'),
    z.transform(() => true),
  ),
  z.pipe(
    z.literal('false'),
    z.transform(() => false),
  ),
]);
const searchListSchema = z.array(yachtUrlSchema);

const pathOr = (value: unknown): string | null => {
  const parsed = localPath.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Reads a session snapshot: the search list when refer-to-search is on, else the non-search list (spec 4.3). */
export const fromSession = (snapshot: SessionSnapshot): SessionState => {
  const referToSearch = flagSchema.safeParse(snapshot.shouldReferToSearch).data ?? false;
  const searchList = searchListSchema.safeParse(snapshot.searchResultYachtUrls).data ?? [];
  return {
    referToSearch,
    list: referToSearch ? searchList : readNonSearchList(snapshot.nonSearchList, snapshot.now),
    listRoute: pathOr(snapshot.listRoute),
    searchStateRoute: pathOr(snapshot.searchStateRoute),
    yachtRedirectUrl: pathOr(snapshot.yachtRedirectUrl),
  };
};
