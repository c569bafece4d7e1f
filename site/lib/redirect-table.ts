/**
 * The proxy's copy of the CMS redirect table (spec 2.3). Redirects are answered here rather than
 * by the page: Next 16 sends two Location headers for a redirect() of an ISR page
 * (vercel/next.js#82117), which strict clients such as search crawlers refuse.
 */
import { z } from 'zod';
import { redirectSchema, type Redirect } from '../../renderer/page/redirects';

/** How long the proxy trusts its copy; the route behind it is revalidated by the content tag. */
export const REDIRECT_TABLE_TTL_MS = 60_000;

const tableSchema = z.record(z.string(), z.record(z.string(), redirectSchema));
type Table = z.infer<typeof tableSchema>;

let current: { table: Table; fetchedAt: number } | null = null;
let pending: Promise<void> | null = null;

const refresh = (origin: string): Promise<void> =>
  (pending ??= fetch(new URL('/api/redirects/', origin))
    .then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      current = { table: tableSchema.parse(await response.json()), fetchedAt: Date.now() };
    })
    .catch((error: unknown) => {
      // The page still answers redirects itself, so a failed refresh loses nothing.
      console.error(`[redirects] could not load the table: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => {
      pending = null;
    }));

/** The redirect for a normalised path; waits only for the very first load, then refreshes in the background. */
export const lookupRedirect = async (origin: string, locale: string, slug: string): Promise<Redirect | null> => {
  if (!current) await refresh(origin);
  else if (Date.now() - current.fetchedAt > REDIRECT_TABLE_TTL_MS) void refresh(origin);
  return current?.table[locale]?.[slug] ?? null;
};
