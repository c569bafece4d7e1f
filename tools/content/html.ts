/** Text placed inside rich-text HTML must be escaped ("Abeking & Rasmussen"). */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
