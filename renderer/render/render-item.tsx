/**
 * Dispatch of one content item: registry lookup by system.type -> safeParse(elements) -> toProps
 * -> component. Anything that goes wrong is logged on one line and the item is skipped; in
 * preview an editor-visible box takes its place. In preview only, the output is wrapped in an
 * element carrying the item's smart-link id and add button (spec 5.6); live pages get the output alone.
 */
import type { ReactElement, ReactNode } from 'react';
import { isCodename, modulesByCodename, type Codename } from '../../schema/components';
import { itemRef, mapItem, noEdit, type ContentIssue, type ItemRef, type PageContext } from '../../schema/define';
import type { ContentItem, LinkedItems } from '../../schema/kontent';
import type { Locale } from '../../schema/constants/locale';
import { renderRichText } from '../rich-text/RichTextContent';
import { richTextClass } from '../rich-text/styles';
import { EditorError } from './EditorError';
import { ItemBoundary } from './ItemBoundary.client';
import { logIssues } from './log-issues';
import type { RenderKit, SiteRendering } from './registry';
import { addButtonAttributes, editItemUrl, editorOf, insertAfterAttributes, smartLinkAttributes, type EditingContext, type SmartLinkKind } from './smart-link';
import { rethrowOutage } from '../delivery/circuit';

export type RenderEnv = {
  site: SiteRendering;
  linkedItems: LinkedItems;
  locale: Locale;
  /** The page the items are on (its yacht or berth, its market view). */
  page?: PageContext;
  /** Spec 4.6: preview shows error boxes and smart-link attributes; live pages carry neither. */
  preview: boolean;
  /** The Kontent environment and language, for the edit link in preview error boxes. */
  editing?: EditingContext;
  /** Codenames of the items this one is rendered inside, to stop an item from including itself. */
  ancestors: readonly string[];
  /** In preview, the item and element holding the blocks being drawn (a page's components): blocks get add buttons. */
  list?: { itemId: string; element: string };
};

const errorBox = (env: RenderEnv, issues: readonly ContentIssue[], skipped: boolean): ReactElement => {
  const { editing } = env;
  const editUrl = editing ? (id: string) => editItemUrl(editing, id) : undefined;
  return <EditorError issues={issues} skipped={skipped} editUrl={editUrl} />;
};

const skip = (env: RenderEnv, issues: readonly ContentIssue[]): ReactElement | null => {
  logIssues('component-skipped', issues);
  return env.preview ? errorBox(env, issues, true) : null;
};

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const isPromise = (value: unknown): value is Promise<ReactNode> => value instanceof Promise;

/** An async component's output, with its rejection turned into the same skip as a throw. */
async function Settled({ output, onError }: { output: Promise<ReactNode>; onError: (error: unknown) => ReactNode }) {
  try {
    return await output;
  } catch (error) {
    return onError(error);
  }
}

/** Where an item is drawn: a block of a page's list (add before it), or an item inside rich text (added after it by a marker). */
type Place = 'block' | 'inline';

export const renderItem = (item: ContentItem, env: RenderEnv, kind: SmartLinkKind = 'item', place: Place = 'block'): ReactNode => {
  const ref = itemRef(item);
  if (env.ancestors.includes(ref.codename)) {
    return skip(env, [{ item: ref, element: '(item)', problem: 'The item includes itself through rich text' }]);
  }
  const type = item.system.type;
  if (!isCodename(type)) {
    return skip(env, [{ item: ref, element: '(type)', problem: `No component renders the content type '${type}'` }]);
  }
  return renderTyped(type, item, ref, env, kind, place);
};

/**
 * An inline item of rich text, looked up in the response's modular_content. In preview, when the
 * rich-text element is known, an add-button marker follows it.
 */
const renderInline = (codename: string, kind: SmartLinkKind, parent: ItemRef, env: RenderEnv, element: string | null): ReactNode => {
  const item = env.linkedItems[codename];
  if (!item) {
    // The Delivery API always sends a component with its item, so only an inserted item can be absent.
    const problem =
      kind === 'component'
        ? `Component '${codename}' is missing from the content the Delivery API sent`
        : `Inserted item '${codename}' is missing: it is not published in this language, or was deleted`;
    return skip(env, [{ item: parent, element: '(rich text)', problem }]);
  }
  const output = renderItem(item, env, kind, 'inline');
  if (output === null) return null;
  // A block made for the page's width sits in the text's column: its band and gutters give way (rich-text.css).
  const embedded = <div className={richTextClass.embed}>{output}</div>;
  if (!env.preview || element === null) return embedded;
  return (
    <>
      {embedded}
      <div {...insertAfterAttributes({ id: item.system.id, kind }, element)} />
    </>
  );
};

/** The item's rich-text element a value came from (components get values, not codenames). */
const richTextElementOf = (item: ContentItem, html: string): string | null => Object.entries(item.elements).find(([, element]) => element.type === 'rich_text' && element.value === html)?.[0] ?? null;

const renderTyped = <K extends Codename>(type: K, item: ContentItem, ref: ItemRef, env: RenderEnv, kind: SmartLinkKind, place: Place): ReactNode => {
  const mapped = mapItem(modulesByCodename[type], item.elements, {
    locale: env.locale,
    item: ref,
    linkedItems: env.linkedItems,
    page: env.page,
  });
  if (!mapped.ok) return skip(env, mapped.issues);
  const { props, issues } = mapped;
  const Component = env.site.components(type);
  const inner: RenderEnv = { ...env, ancestors: [...env.ancestors, ref.codename], list: undefined };
  const kit: RenderKit = {
    renderRichText: (value) =>
      renderRichText(value, {
        locale: env.locale,
        renderItem: (codename, inlineKind) => renderInline(codename, inlineKind, ref, inner, env.preview ? richTextElementOf(item, value.html) : null),
      }),
    edit: env.preview ? editorOf(item) : noEdit,
    t: env.site.translator(env.locale),
    services: env.site.services,
  };
  const failed = (error: unknown): ReactElement | null => {
    // An outage fails the page, which then keeps its cached copy; a skipped block would be cached for the page's lifetime.
    rethrowOutage(error);
    return skip(env, [...issues, { item: ref, element: '(component)', problem: `The component failed: ${describe(error)}` }]);
  };

  let output: ReactNode;
  try {
    // Called directly (not as JSX) so that a component that throws is caught here, not by the page.
    const rendered = 'loadThenRender' in Component ? Component.loadThenRender(props, kit) : Component({ ...props, ...kit });
    // Settled reports a rejection when it renders; handle it now so Node does not log it as unhandled first.
    if (isPromise(rendered)) rendered.catch(() => undefined);
    output = isPromise(rendered) ? <Settled output={rendered} onError={failed} /> : rendered;
  } catch (error) {
    return failed(error);
  }
  if (issues.length > 0) logIssues('component-incomplete', issues);
  // Live pages give the boundary no prop at all, and no fragment around it: each is written into the page's RSC payload, once per item.
  if (!env.preview) return <ItemBoundary>{output}</ItemBoundary>;
  return (
    <>
      <ItemBoundary codename={ref.codename} fallback={errorBox(env, [{ item: ref, element: '(component)', problem: 'The component failed in the browser' }], true)}>
        <div {...smartLinkAttributes(ref.id, kind)} {...(place === 'block' && env.list ? addButtonAttributes('before') : {})}>
          {output}
        </div>
      </ItemBoundary>
      {issues.length > 0 ? errorBox(env, issues, false) : null}
    </>
  );
};
