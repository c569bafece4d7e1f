import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../schema/constants/locale';
import { richTextElement, type ContentItem } from '../../schema/kontent';
import type { RawMediaItem } from '../../schema/media';
import { toRichText } from '../../schema/rich-text';
import type { DamClient } from '../media/dam-client';
import { resolveRichTextMedia, mediaIdsIn } from './media';
import { renderRichText } from './RichTextContent';

const IMAGE = '0b7e2a4c-5d1f-4e8a-9c3b-2f6d8e1a7c50';
const PDF = '9a1c3e5f-7b2d-4f6a-8e0c-1d3b5f7a9c21';
const MISSING = '11111111-2222-4333-8444-555555555555';

const media: Record<string, RawMediaItem> = {
  [IMAGE]: {
    id: IMAGE,
    url: `/media/${IMAGE}/harbour.jpg`,
    name: 'harbour.jpg',
    type: 'image/jpeg',
    width: 1600,
    height: 1000,
    alt: { en: 'Illustration of a harbour town', es: 'Ilustración de un pueblo portuario' },
  },
  [PDF]: { id: PDF, url: `/media/${PDF}/brochure.pdf`, name: 'brochure.pdf', type: 'application/pdf' },
};

const recordingDam = () => {
  const asked: string[] = [];
  const dam: DamClient = {
    file: async (uuid) => {
      asked.push(uuid);
      return media[uuid] ?? null;
    },
  };
  return { dam, asked };
};

const item = (codename: string, html: string): ContentItem => ({
  system: { id: codename, name: codename, codename, language: 'es', type: 'richtext_component', last_modified: '2025-01-01T00:00:00Z' },
  elements: { content: { type: 'rich_text', name: 'Content', value: html, images: {}, links: {}, modular_content: [] } },
});

const render = (resolved: ContentItem, locale: Locale) => renderToStaticMarkup(<>{renderRichText(toRichText(richTextElement.parse(resolved.elements.content)), { locale, renderItem: () => null })}</>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DAM media in rich text (spec 7.3)', () => {
  it('spec 7.3: finds each media uuid once, whatever the quotes and case', () => {
    expect(mediaIdsIn(`<img data-media-id="${IMAGE}"><img data-media-id='${IMAGE.toUpperCase()}'><p>${PDF}</p>`)).toEqual([IMAGE]);
  });

  it('spec 7.3: a uuid in rich text renders as its DAM image, with the alt text of the page locale', async () => {
    const html = `<p>Our story.</p><figure><img data-media-id="${IMAGE}"></figure>`;
    for (const [locale, alt] of [
      ['es', 'Ilustración de un pueblo portuario'],
      ['en', 'Illustration of a harbour town'],
    ] as const) {
      const { items } = await resolveRichTextMedia({ items: [item('story', html)], linkedItems: {} }, recordingDam().dam, locale);
      const [resolved] = items;
      if (!resolved) throw new Error('no item');
      const out = render(resolved, locale);
      expect(out).toContain(`<img src="/media/${IMAGE}/harbour.jpg" alt="${alt}" width="1600" height="1000"`);
      expect(out).toContain('Our story.</p>');
    }
  });

  it('resolves inline items too, asking the DAM once per uuid', async () => {
    const { dam, asked } = recordingDam();
    const html = `<img data-media-id="${IMAGE}">`;
    const { items, linkedItems } = await resolveRichTextMedia({ items: [item('a', html)], linkedItems: { b: item('b', html), c: item('c', '<p>No media</p>') } }, dam, 'en');
    expect(asked).toEqual([IMAGE]);
    const b = linkedItems['b'];
    if (!b || !items[0]) throw new Error('missing items');
    expect(render(b, 'en')).toContain(`src="/media/${IMAGE}/harbour.jpg"`);
    expect(linkedItems['c']).toEqual(item('c', '<p>No media</p>'));
  });

  it('spec 8.3: an unknown uuid or a file that is not an image is left out, the rest of the text stays', async () => {
    const html = `<p>Before</p><img data-media-id="${MISSING}"><img data-media-id="${PDF}"><p>After</p>`;
    const { items } = await resolveRichTextMedia({ items: [item('story', html)], linkedItems: {} }, recordingDam().dam, 'en');
    const [resolved] = items;
    if (!resolved) throw new Error('no item');
    const out = render(resolved, 'en');
    expect(out).not.toContain('<img');
    expect(out).toMatch(/Before<\/p>.*After<\/p>/);
  });

  it('text without media uuids asks the DAM nothing', async () => {
    const { dam, asked } = recordingDam();
    await resolveRichTextMedia({ items: [item('story', '<p>Plain</p>')], linkedItems: {} }, dam, 'en');
    expect(asked).toEqual([]);
  });
});
