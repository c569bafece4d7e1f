/**
 * Classes of rich text elements (site/app/styles/rich-text.css). Colors follow the surrounding text,
 * so rich text reads well on white, grey and dark backgrounds alike. Short names, since an article
 * repeats them dozens of times in its HTML and again in its RSC payload.
 */
export const richTextClass: Record<string, string> = {
  p: 'rt-p',
  h2: 'rt-h2',
  h3: 'rt-h3',
  h4: 'rt-h4',
  h5: 'rt-h5',
  h6: 'rt-h6',
  ul: 'rt-ul',
  ol: 'rt-ol',
  li: 'rt-li',
  blockquote: 'rt-quote',
  figure: 'rt-fig',
  figcaption: 'rt-cap',
  table: 'rt-table',
  thead: '',
  tbody: '',
  tr: 'rt-tr',
  td: 'rt-td',
  th: 'rt-th',
  strong: 'font-semibold',
  em: 'italic',
  sub: '',
  sup: '',
  code: 'rt-code',
  a: 'rt-a',
  img: 'rt-img',
  hr: 'rt-hr',
  /** A linked item or component inserted into the text. */
  embed: 'rt-embed',
};
