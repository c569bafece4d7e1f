/**
 * Kontent rich text as React elements. The HTML is parsed into a tree by
 * @kontent-ai/rich-text-resolver and rebuilt from an allow-list of tags and attributes, so CMS
 * markup can never run script: no raw HTML is injected, <script>/<style>/<iframe> are dropped with
 * their content, on* attributes are never copied and only safe URL schemes survive.
 */
import { parseHTML, type DomHtmlNode, type DomNode } from '@kontent-ai/rich-text-resolver';
import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { isSafeHref, linkTarget } from '../../schema/links';
import { localisedPath } from '../../schema/locale';
import type { Locale } from '../../schema/constants/locale';
import type { RichTextValue } from '../../schema/rich-text';
import { richTextClass } from './styles';

export type InlineItemKind = 'item' | 'component';

export type RichTextOptions = {
  locale: Locale;
  /** Renders an inline linked item or component (through the registry, supplied by the caller). */
  renderItem(codename: string, kind: InlineItemKind): ReactNode;
};

/** Dropped together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'applet',
  'noscript',
  'template',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
]);

/** Rendered as themselves (attributes only from ATTRIBUTES). Other tags keep just their content. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'strong',
  'em',
  'sub',
  'sup',
  'code',
]);
/** The page's title is its only h1, so a heading 1 in rich text becomes a heading 2. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2' };

/** Attributes copied per tag; values are plain strings, never event handlers or styles. */
const ATTRIBUTES: Record<string, Record<string, string>> = {
  td: { colspan: 'colSpan', rowspan: 'rowSpan' },
  th: { colspan: 'colSpan', rowspan: 'rowSpan', scope: 'scope' },
  ol: { start: 'start' },
};

const copyAttributes = (node: DomHtmlNode, tag: string): Record<string, string> => {
  const allowed = ATTRIBUTES[tag] ?? {};
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.attributes)) {
    const prop = allowed[name.toLowerCase()];
    if (prop && value !== undefined) props[prop] = value;
  }
  return props;
};

type Context = { value: RichTextValue; options: RichTextOptions };

const isSafeImageSrc = (src: string): boolean => /^(https?:\/\/|\/(?!\/))/i.test(src.trim());

/** Spec 2.14: item links through the links map, '/' paths localised, http in a new tab. */
const linkProps = (node: DomHtmlNode, { value, options }: Context): { href: string; target?: string; rel?: string } | null => {
  const itemId = node.attributes['data-item-id'];
  if (itemId !== undefined) {
    const slug = value.links[itemId]?.urlSlug.trim();
    if (!slug) return null;
    return { href: localisedPath(slug.startsWith('/') ? slug : `/${slug}`, options.locale) };
  }
  const href = node.attributes.href?.trim();
  if (!href || !isSafeHref(href)) return null;
  const newTab = node.attributes['data-new-window'] === 'true' || node.attributes.target === '_blank';
  const url = href.startsWith('/') && !href.startsWith('//') ? localisedPath(href, options.locale) : href;
  return { href: url, ...linkTarget(url, newTab) };
};

const renderImage = (node: DomHtmlNode, { value }: Context, key: string): ReactNode => {
  // Kontent assets by image or asset id; DAM media by uuid, resolved beforehand (./media.ts).
  const imageId = node.attributes['data-image-id'] ?? node.attributes['data-asset-id'] ?? node.attributes['data-media-id']?.toLowerCase();
  const image = imageId ? value.images[imageId] : undefined;
  const src = image?.url ?? node.attributes.src ?? '';
  if (!isSafeImageSrc(src)) return null;
  return (
    <img
      key={key}
      src={src}
      alt={node.attributes.alt || image?.description || ''}
      width={image?.width ?? undefined}
      height={image?.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={richTextClass.img}
    />
  );
};

const renderNodes = (nodes: readonly DomNode[], ctx: Context, prefix: string): ReactNode[] => nodes.map((node, index) => renderNode(node, ctx, `${prefix}.${index}`));

const renderNode = (node: DomNode, ctx: Context, key: string): ReactNode => {
  if (node.type === 'text') return node.content;
  const tag = RENAMED[node.tagName] ?? node.tagName;
  if (DROPPED.has(tag)) return null;
  if (tag === 'object') {
    const codename = node.attributes['data-codename'];
    if (node.attributes.type !== 'application/kenticocloud' || !codename) return null;
    const kind: InlineItemKind = node.attributes['data-rel'] === 'component' ? 'component' : 'item';
    const inserted = ctx.options.renderItem(codename, kind);
    // Keyed in place rather than wrapped: a wrapping fragment is one more element in the page's RSC payload.
    return isValidElement(inserted) ? cloneElement(inserted, { key }) : <Fragment key={key}>{inserted}</Fragment>;
  }
  if (tag === 'br') return <br key={key} />;
  if (tag === 'hr') return <hr key={key} className={richTextClass.hr} />;
  if (tag === 'img') return renderImage(node, ctx, key);
  const children = renderNodes(node.children, ctx, key);
  if (tag === 'a') {
    const props = linkProps(node, ctx);
    if (!props) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} {...props} className={richTextClass.a}>
        {children}
      </a>
    );
  }
  if (!BLOCKS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  return createElement(tag, { key, className: richTextClass[tag] || undefined, ...copyAttributes(node, tag) }, ...children);
};

/** Renders rich text; unknown markup keeps its text, unsafe markup is dropped. */
export const renderRichText = (value: RichTextValue, options: RichTextOptions): ReactNode => <>{renderNodes(parseHTML(value.html), { value, options }, 'rt')}</>;

export function RichTextContent({ value, ...options }: { value: RichTextValue } & RichTextOptions) {
  return renderRichText(value, options);
}
