/**
 * Tailwind classes of rich text elements. Colors follow the surrounding text, so rich text reads
 * well on white, grey and dark backgrounds alike.
 */
export const richTextClass: Record<string, string> = {
  p: 'mt-5 first:mt-0 text-base leading-[1.8] md:text-[17px]',
  h2: 'mt-12 mb-4 first:mt-0 font-semibold text-2xl uppercase tracking-[0.12em] leading-tight md:text-3xl',
  h3: 'mt-10 mb-3 first:mt-0 font-semibold text-xl uppercase tracking-[0.1em] leading-snug',
  h4: 'mt-8 mb-3 first:mt-0 font-semibold text-lg uppercase tracking-[0.1em]',
  h5: 'mt-8 mb-2 first:mt-0 font-semibold text-base uppercase tracking-[0.14em]',
  h6: 'mt-8 mb-2 first:mt-0 font-semibold text-sm uppercase tracking-[0.16em]',
  ul: 'mt-5 list-disc space-y-2 pl-6 marker:text-gold',
  ol: 'mt-5 list-decimal space-y-2 pl-6 marker:text-gold',
  li: 'pl-1 leading-[1.75]',
  blockquote: 'my-8 border-l-2 border-gold pl-6 text-lg italic leading-relaxed md:text-xl',
  figure: 'my-8',
  figcaption: 'mt-2 text-sm italic',
  table: 'mt-6 w-full border-collapse text-left text-sm',
  thead: '',
  tbody: '',
  tr: 'border-b border-current/15',
  td: 'px-3 py-2 align-top',
  th: 'px-3 py-2 font-semibold uppercase tracking-wider text-xs',
  strong: 'font-semibold',
  em: 'italic',
  sub: '',
  sup: '',
  code: 'rounded bg-current/10 px-1 font-mono text-[0.9em]',
  a: 'underline decoration-gold decoration-1 underline-offset-4 hover:decoration-2',
  img: 'h-auto w-full',
  hr: 'my-10 border-current/15',
};
