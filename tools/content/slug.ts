/** URL slugs for demo content (spec 2.2: the yacht name in lower case with hyphens). */

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Hands out slugs in order: the first holder of a slug keeps it plain, later ones get -1, -2 …
 * (spec 2.2 "name-1"). A suffixed form that is itself taken moves on to the next number.
 */
export const createSlugAllocator = () => {
  const taken = new Set<string>();
  const counters = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text) || 'item';
    if (!taken.has(base)) {
      taken.add(base);
      return base;
    }
    let n = counters.get(base) ?? 0;
    let candidate: string;
    do {
      n += 1;
      candidate = `${base}-${n}`;
    } while (taken.has(candidate));
    counters.set(base, n);
    taken.add(candidate);
    return candidate;
  };
};
