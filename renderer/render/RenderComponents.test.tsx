import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { withLoader } from '../../schema/block';
import type { Codename } from '../../schema/components';
import { fx, item } from '../../schema/fixtures';
import type { ContentItem, LinkedItems } from '../../schema/kontent';
import type { ComponentLookup, RegistryComponent, ServerComponent } from './registry';
import { RenderComponents } from './RenderComponents';
import { ItemBoundary } from './ItemBoundary.client';
import { renderItem } from './render-item';
import { siteWith } from '../../testing/site-rendering';

type Overrides = { [K in Codename]?: ServerComponent<K> };

/** Test components print their props, so dispatch is visible in the markup; any type may be overridden. */
const echo = (codename: Codename) => (props: object) => <p data-type={codename}>{JSON.stringify(props)}</p>;
const lookup =
  (overrides: Overrides): ComponentLookup =>
  (codename) =>
    overrides[codename] ?? echo(codename);

const baseOverrides: Overrides = {
  headline_component: ({ text, level, edit }) => (
    <h2 data-level={level} {...edit('text')}>
      {text}
    </h2>
  ),
  richtext_component: ({ content, renderRichText }) => <div className="rt">{renderRichText(content)}</div>,
  button_container_component: ({ buttons, edit }) => (
    <nav {...edit('buttons')}>
      {buttons.map((button) => (
        <a key={button.text} href={button.href ?? ''} {...edit('button_text', button.itemId)}>
          {button.text}
        </a>
      ))}
    </nav>
  ),
  spacer_component: ({ size }) => <hr data-size={size} />,
};

const render = (items: ContentItem[], options: { preview?: boolean; linked?: ContentItem[]; overrides?: Overrides; list?: { itemId: string; element: string } } = {}) => {
  const linkedItems: LinkedItems = Object.fromEntries((options.linked ?? []).map((entry) => [entry.system.codename, entry]));
  return renderToStaticMarkup(
    <RenderComponents
      items={items}
      linkedItems={linkedItems}
      site={siteWith(lookup({ ...baseOverrides, ...options.overrides }))}
      locale="en"
      preview={options.preview ?? false}
      editing={{ environmentId: 'env-123', languageCodename: 'en-GB' }}
      list={options.list}
    />,
  );
};

const headline = item('headline_component', 'welcome_headline', { text: fx.text('Welcome aboard') }, 'Welcome headline');
const spacer = item('spacer_component', 'gap', { size: fx.choice('large') });
const unknown = item('yacht_teleporter_component', 'mystery', { power: fx.number(9) }, 'Mystery block');
const invalid = item('headline_component', 'empty_headline', { text: fx.text('') }, 'Empty headline');

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

/** The fields of each JSON log line (schema/log.ts), without the time, level and message every line has. */
const loggedLines = (): unknown[] =>
  errors.mock.calls.map(([line]) => {
    const { time: _time, level: _level, msg: _msg, ...fields } = typeof line === 'string' ? JSON.parse(line) : {};
    return fields;
  });

describe('RenderComponents (DESIGN: validate, map, dispatch)', () => {
  it('renders every valid item in order; live pages get the components alone, no smart-link attributes or wrappers', () => {
    const html = render([headline, spacer]);
    expect(html).toBe('<h2 data-level="h2">Welcome aboard</h2><hr data-size="large"/>');
    expect(errors).not.toHaveBeenCalled();
  });

  it('spec 5.6: in preview, each item carries its item id and its elements their codenames', () => {
    const html = render([headline, spacer], { preview: true });
    expect(html).toBe(
      '<div data-kontent-item-id="id-welcome_headline">' +
        '<h2 data-level="h2" data-kontent-element-codename="text">Welcome aboard</h2></div>' +
        '<div data-kontent-item-id="id-gap"><hr data-size="large"/></div>',
    );
  });

  it("spec 5.6: a linked button carries its own item id, inside its parent's buttons element", () => {
    const container = item('button_container_component', 'cta', { buttons: fx.linked('charter_button') });
    const button = item('button__external___internal_link', 'charter_button', {
      button_text: fx.text('Charter'),
      link__external: fx.text('/yacht-charter'),
    });
    expect(render([container], { linked: [button], preview: true })).toBe(
      '<div data-kontent-item-id="id-cta"><nav data-kontent-element-codename="buttons"' +
        ' data-kontent-add-button="" data-kontent-add-button-insert-position="end" data-kontent-add-button-render-position="bottom-end">' +
        '<a href="/yacht-charter/" data-kontent-item-id="id-charter_button" data-kontent-element-codename="button_text">' +
        'Charter</a></nav></div>',
    );
    expect(render([container], { linked: [button] })).toBe('<nav><a href="/yacht-charter/">Charter</a></nav>');
  });

  it('an unknown type is logged on one structured line and skipped; the rest of the page renders', () => {
    const html = render([headline, unknown, spacer]);
    expect(html).toContain('Welcome aboard');
    expect(html).toContain('data-size="large"');
    expect(html).not.toContain('Mystery');
    expect(loggedLines()).toEqual([
      {
        outcome: 'component-skipped',
        codename: 'mystery',
        type: 'yacht_teleporter_component',
        element: '(type)',
        problem: "No component renders the content type 'yacht_teleporter_component'",
      },
    ]);
    expect(errors.mock.calls[0]?.[0]).not.toContain('\n');
  });

  it('an invalid item is logged with its element and problem and skipped for visitors', () => {
    const html = render([invalid, spacer]);
    expect(html).toBe('<hr data-size="large"/>');
    expect(loggedLines()).toEqual([
      {
        outcome: 'component-skipped',
        codename: 'empty_headline',
        type: 'headline_component',
        element: 'text',
        problem: 'Headline text is required',
      },
    ]);
  });

  it('spec 4.6: in preview, a box names the item (name and codename), the element and the problem', () => {
    const html = render([invalid, unknown], { preview: true });
    expect(html).toContain('Empty headline');
    expect(html).toContain('empty_headline');
    expect(html).toContain('>text</code>: Headline text is required');
    expect(html).toContain('Mystery block');
    expect(html).toContain('No component renders the content type &#x27;yacht_teleporter_component&#x27;');
    expect(html).toContain('Visible in preview only');
    // The Kontent language codename of the page, not the site locale ('en').
    expect(html).toContain('href="https://app.kontent.ai/goto/edit-item/project/env-123/variant-codename/en-GB/item/id-empty_headline"');
  });

  it('an invalid nested button is reported while the container still renders its valid buttons', () => {
    const container = item('button_container_component', 'cta_row', { buttons: fx.linked('ok_button', 'bad_button') }, 'CTA row');
    const ok = item('button__external___internal_link', 'ok_button', {
      button_text: fx.text('Charter'),
      link__external: fx.text('/yacht-charter'),
    });
    const bad = item('button__external___internal_link', 'bad_button', { link__external: fx.text('/x') }, 'Nameless button');
    const visitor = render([container], { linked: [ok, bad] });
    expect(visitor).toContain('<a href="/yacht-charter/">Charter</a>');
    expect(visitor).not.toContain('Nameless button');
    expect(loggedLines()).toEqual([
      {
        outcome: 'component-incomplete',
        codename: 'bad_button',
        type: 'button__external___internal_link',
        element: 'button_text',
        problem: 'Button text is required',
      },
    ]);
    const editor = render([container], { linked: [ok, bad], preview: true });
    expect(editor).toContain('Charter');
    expect(editor).toContain('part of this component is not shown');
    expect(editor).toContain('Nameless button');
  });

  it('a component that throws does not take down the page; in preview its box says so', () => {
    const overrides: Overrides = {
      spacer_component: () => {
        throw new Error('size table missing');
      },
    };
    const html = render([headline, spacer], { overrides });
    expect(html).toContain('Welcome aboard');
    expect(loggedLines()).toEqual([
      {
        outcome: 'component-skipped',
        codename: 'gap',
        type: 'spacer_component',
        element: '(component)',
        problem: 'The component failed: size table missing',
      },
    ]);
    expect(render([spacer], { overrides, preview: true })).toContain('The component failed: size table missing');
  });

  it('an async component that rejects is skipped like one that throws', async () => {
    const overrides: Overrides = {
      ...baseOverrides,
      spacer_component: async () => {
        throw new Error('timed out');
      },
    };
    const { prelude } = await prerender(<RenderComponents items={[headline, spacer]} linkedItems={{}} site={siteWith(lookup(overrides))} locale="en" preview={false} />);
    const html = await new Response(prelude).text();
    expect(html).toContain('Welcome aboard');
    expect(html).not.toContain('timed out');
    expect(loggedLines()).toEqual([expect.objectContaining({ codename: 'gap', problem: 'The component failed: timed out' })]);
  });

  it('inline components in rich text render through the registry, marked with their component id in preview', () => {
    const quote = item('headline_component', 'n_inline_heading', { text: fx.text('Inline heading') });
    const text = item('richtext_component', 'story', {
      content: fx.richText('<p>Before</p><object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="n_inline_heading"></object>', {
        modular_content: ['n_inline_heading'],
      }),
    });
    expect(render([text], { linked: [quote], preview: true })).toContain(
      '<div data-kontent-component-id="id-n_inline_heading">' + '<h2 data-level="h2" data-kontent-element-codename="text">Inline heading</h2></div>',
    );
    const live = render([text], { linked: [quote] });
    expect(live).toContain('<h2 data-level="h2">Inline heading</h2>');
    expect(live).not.toContain('data-kontent-');
  });

  it('spec 5.6: in preview an editor adds a block before any block of the page or at the end of its list; live pages get neither', () => {
    const list = { itemId: 'id-page_about', element: 'components' };
    expect(render([headline, spacer], { preview: true, list })).toBe(
      '<div data-kontent-item-id="id-page_about" data-kontent-element-codename="components" data-kontent-add-button=""' +
        ' data-kontent-add-button-insert-position="end" data-kontent-add-button-render-position="bottom-end">' +
        '<div data-kontent-item-id="id-welcome_headline" data-kontent-add-button="" data-kontent-add-button-insert-position="before"' +
        ' data-kontent-add-button-render-position="top"><h2 data-level="h2" data-kontent-element-codename="text">Welcome aboard</h2></div>' +
        '<div data-kontent-item-id="id-gap" data-kontent-add-button="" data-kontent-add-button-insert-position="before"' +
        ' data-kontent-add-button-render-position="top"><hr data-size="large"/></div></div>',
    );
    expect(render([headline, spacer], { list })).toBe('<h2 data-level="h2">Welcome aboard</h2><hr data-size="large"/>');
  });

  it('spec 5.6: in rich text an add button follows each inline component or item, naming the rich-text element; the element adds at its end', () => {
    const heading = item('headline_component', 'n_inline_heading', { text: fx.text('Inline heading') });
    const linked = item('spacer_component', 'inline_gap', { size: fx.choice('large') });
    const text = item('richtext_component', 'story', {
      content: fx.richText(
        '<p>Before</p><object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="n_inline_heading"></object>' +
          '<object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="inline_gap"></object>',
        { modular_content: ['n_inline_heading', 'inline_gap'] },
      ),
    });
    const overrides: Overrides = {
      richtext_component: ({ content, renderRichText, edit }) => <div {...edit('content')}>{renderRichText(content)}</div>,
    };
    const html = render([text], { linked: [heading, linked], preview: true, overrides });
    expect(html).toContain(
      '<div data-kontent-element-codename="content" data-kontent-add-button="" data-kontent-add-button-insert-position="end" data-kontent-add-button-render-position="bottom-end">',
    );
    expect(html).toContain(
      '<div class="rt-embed"><div data-kontent-component-id="id-n_inline_heading"><h2 data-level="h2" data-kontent-element-codename="text">Inline heading</h2></div></div>' +
        '<div data-kontent-add-button="" data-kontent-add-button-insert-position="after" data-kontent-add-button-render-position="bottom"' +
        ' data-kontent-component-id="id-n_inline_heading" data-kontent-element-codename="content" data-kontent-disable-features="highlight"></div>',
    );
    expect(html).toContain(
      '<div class="rt-embed"><div data-kontent-item-id="id-inline_gap"><hr data-size="large"/></div></div><div data-kontent-add-button="" data-kontent-add-button-insert-position="after"' +
        ' data-kontent-add-button-render-position="bottom" data-kontent-item-id="id-inline_gap" data-kontent-element-codename="content" data-kontent-disable-features="highlight"></div>',
    );
    expect(render([text], { linked: [heading, linked], overrides })).not.toContain('data-kontent-');
  });

  it('rich text that includes its own item is stopped instead of recursing forever', () => {
    const loop = item('richtext_component', 'loop', {
      content: fx.richText('<p>Loop</p><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="loop"></object>'),
    });
    const html = render([loop], { linked: [loop], preview: true });
    expect(html).toContain('The item includes itself through rich text');
    expect(html.match(/<p[^>]*>Loop<\/p>/g)).toHaveLength(1);
  });

  it('each item sits in a client boundary: bare on a live page, naming the item with the editor box as fallback in preview', () => {
    const boundaryOf = (node: ReactNode): ReactElement<ComponentProps<typeof ItemBoundary>> | undefined => {
      if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
      if (node.type === ItemBoundary && isValidElement<ComponentProps<typeof ItemBoundary>>(node)) return node;
      return Children.toArray(node.props.children).map(boundaryOf).find(Boolean);
    };
    const env = { site: siteWith(lookup(baseOverrides)), linkedItems: {}, locale: 'en' as const, editing: { environmentId: 'env-123', languageCodename: 'en' }, ancestors: [] };
    const rendered = renderItem(headline, { ...env, preview: false });
    const live = boundaryOf(rendered);
    // Live, the boundary is the item's own element, with nothing but its children (each prop is paid in the payload).
    expect(live).toBe(rendered);
    expect(Object.keys(live?.props ?? {})).toEqual(['children']);
    expect(renderToStaticMarkup(live)).toContain('Welcome aboard');
    const inPreview = boundaryOf(renderItem(headline, { ...env, preview: true }));
    expect(inPreview?.props.codename).toBe('welcome_headline');
    const preview = renderToStaticMarkup(inPreview?.props.fallback);
    expect(preview).toContain('Welcome headline');
    expect(preview).toContain('>(component)</code>: The component failed in the browser');
    expect(preview).toContain('/item/id-welcome_headline');
  });
});

describe('what the renderer hands every component besides its props (spec 2.1, 2.16)', () => {
  type Entries = { [K in Codename]?: RegistryComponent<K> };
  const page = (locale: 'en' | 'es', entries: Entries, preview = false) =>
    prerender(
      <RenderComponents
        items={[item('spacer_component', 'gap', {}), item('dynamic_grid_component', 'news', { category: fx.choice('news') })]}
        linkedItems={{}}
        site={siteWith((codename) => entries[codename] ?? echo(codename))}
        locale={locale}
        preview={preview}
      />,
    ).then(async ({ prelude }) => new Response(prelude).text());

  const words: Overrides = { spacer_component: ({ t }) => <p data-words="">{t('breadcrumbs.home')}</p> };

  it("words in the item's locale, from the site's messages", async () => {
    expect(await page('en', words)).toContain('<p data-words="">Home</p>');
    expect(await page('es', words)).toContain('<p data-words="">Inicio</p>');
  });

  it("runs a type's loader with the site's services and renders its component with the data", async () => {
    const grid = withLoader(
      ({ data }: { data: string[] }) => (
        <ul>
          {data.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      ),
      async (props: { category: string }, services: { siteUrl: string }) => [`${props.category} at ${services.siteUrl}`],
    );
    expect(await page('en', { ...words, dynamic_grid_component: grid })).toContain('<li>news at https://example.com</li>');
  });

  it('a loader that fails costs only its block: nothing live, the editor box in preview', async () => {
    const grid = withLoader(
      () => <ul data-never="" />,
      async () => Promise.reject(new Error('search is down')),
    );
    const live = await page('en', { ...words, dynamic_grid_component: grid });
    expect(live).toContain('Home');
    expect(live).not.toContain('data-never');
    expect(await page('en', { ...words, dynamic_grid_component: grid }, true)).toContain('The component failed: search is down');
  });
});
