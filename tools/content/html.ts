/** Text placed inside rich-text HTML must be escaped ("Abeking & Rasmussen"). */
export const escapeHtml = (text: string | number): string => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Spec 7.3: a DAM image placed in rich text by its uuid, after the first paragraph. The site looks
 * the uuid up in the DAM for its URL, size and alt text.
 */
export const withDamImage = (html: string, mediaId: string): string => {
  const figure = `<figure><img data-media-id="${escapeHtml(mediaId)}"></figure>`;
  const end = html.indexOf('</p>');
  return end === -1 ? `${html}${figure}` : `${html.slice(0, end + 4)}${figure}${html.slice(end + 4)}`;
};
