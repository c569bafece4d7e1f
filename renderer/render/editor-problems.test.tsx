/**
 * What preview's problem box tells an editor about content the CMS let through (spec 4.6, 8.7):
 * words an editor acts on, not the schema's.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Codename } from '../../schema/components';
import { fx, item } from '../../schema/fixtures';
import type { ContentItem } from '../../schema/kontent';
import { siteWith } from '../../testing/site-rendering';
import type { ComponentLookup, ServerComponent } from './registry';
import { RenderComponents } from './RenderComponents';

const echo = (codename: Codename) => (props: object) => <p data-type={codename}>{JSON.stringify(props)}</p>;
const overrides: { [K in Codename]?: ServerComponent<K> } = {
  richtext_component: ({ content, renderRichText }) => <div>{renderRichText(content)}</div>,
};
const lookup: ComponentLookup = (codename) => overrides[codename] ?? echo(codename);

const render = (items: ContentItem[], preview: boolean, linked: ContentItem[] = []) =>
  renderToStaticMarkup(
    <RenderComponents
      items={items}
      linkedItems={Object.fromEntries(linked.map((entry) => [entry.system.codename, entry]))}
      site={siteWith(lookup)}
      locale="en"
      preview={preview}
      editing={{ environmentId: 'env-123', languageCodename: 'en' }}
    />,
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const problems = (html: string): string[] =>
  [...html.matchAll(/<li><code[^>]*>([^<]*)<\/code>: ([^<]*)<\/li>/g)].map(([, element, problem]) => `${element}: ${problem}`.replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));

describe('problems in words an editor acts on (spec 4.6, 8.7)', () => {
  it('an element whose type was changed in the CMS is one problem naming the type found and the type the model expects', () => {
    const retyped = item('headline_component', 'fleet_title', { text: fx.number(40), level: fx.choice('h2') }, 'Fleet title');
    expect(problems(render([retyped], true))).toEqual(['text: is a number element; the content model expects a text element']);
    const asRichText = item('quote_people_component', 'captain_quote', { quote: fx.richText('<p>Fair winds.</p>') });
    expect(problems(render([asRichText], true))).toEqual(['quote: is a rich text element; the content model expects a text element']);
  });

  it('a rich-text link to an item that is unpublished or deleted is reported; visitors still read its words, without a box', () => {
    const story = item('richtext_component', 'charter_story', {
      content: fx.richText('<p>Ask our <a data-item-id="4b1c2d3e-0000-4000-a000-000000000001" href="">charter team</a> today.</p>'),
    });
    const preview = render([story], true);
    expect(problems(preview)).toEqual(['content: The link "charter team" leads to an item that is not published in this language, or was deleted; visitors see its words without a link']);
    const live = render([story], false);
    expect(live).toContain('charter team');
    expect(live).not.toContain('data-editor-error');
  });

  it('a link whose item the response describes is no problem', () => {
    const story = item('richtext_component', 'charter_story', {
      content: fx.richText('<p>Ask our <a data-item-id="4b1c" href="">charter team</a>.</p>', { links: { '4b1c': { codename: 'contact', type: 'page', url_slug: '/contact' } } }),
    });
    expect(problems(render([story], true))).toEqual([]);
  });

  it('an inserted item the response lacks says why an editor would see it missing', () => {
    const story = item('richtext_component', 'charter_story', {
      content: fx.richText('<p>Fleet</p><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="fleet_numbers"></object>', {
        modular_content: ['fleet_numbers'],
      }),
    });
    expect(problems(render([story], true))).toEqual(["(rich text): Inserted item 'fleet_numbers' is missing: it is not published in this language, or was deleted"]);
  });
});
