/**
 * The id of an in-page target (spec 2.15 hash navigation, 3.10 anchorText): lower-case ASCII
 * words joined by hyphens, so it is a safe id, a safe CSS selector and a readable '#hash'.
 */
export const anchorId = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
