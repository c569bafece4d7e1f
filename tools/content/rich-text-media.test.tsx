/**
 * The demo's About story places a DAM image in rich text by uuid only; through the local DAM
 * (services/media) it renders with its URL and the alt text of the page's locale (spec 7.3).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDamClient } from '../../renderer/media/dam-client';
import { resolveRichTextMedia } from '../../renderer/rich-text/media';
import { renderRichText } from '../../renderer/rich-text/RichTextContent';
import { contentItemSchema, richTextElement } from '../../schema/kontent';
import { toRichText } from '../../schema/rich-text';
import { mediaLibraryOf, type MediaEntry } from '../../services/media/library';
import { localDamTransport } from '../../services/media/transport';
import { createMediaStore } from './images';
import { generateAboutPages } from './pages/about';
import { resetComponentCounter } from './pages/shared';
import { createContext } from './seed-core';
import { buildContentSet } from './store';

const generate = () => {
  const store = createMediaStore();
  const entries: Record<string, MediaEntry> = {};
  const { ctx, items } = createContext(1, 1, {
    ...store.factory,
    image: (request) => {
      const ref = store.factory.image(request);
      entries[ref.id] = { ...ref, file: `${ref.id}.jpg`, createdAt: '2025-01-01T00:00:00.000Z' };
      return ref;
    },
  });
  resetComponentCounter();
  generateAboutPages(ctx);
  return { set: buildContentSet(items, 1), entries };
};

describe('demo rich text with a DAM image (spec 7.3)', () => {
  const { set, entries } = generate();
  const story = (language: string) => {
    const variant = set.published.find((v) => v.system.language === language && v.system.type === 'richtext_component' && v.system.codename.startsWith('page_about__'));
    return contentItemSchema.parse(variant);
  };

  it('spec 7.3: the About story refers to its image by uuid only, in both languages', () => {
    for (const language of ['en', 'es']) {
      const html = String(story(language).elements['content']?.value);
      expect(html).toMatch(/<figure><img data-media-id="[0-9a-f-]{36}"><\/figure>/);
      expect(html).not.toContain('/media/');
    }
  });

  it('spec 7.3: on the Spanish page it renders the DAM url, size and Spanish alt text', async () => {
    const dam = createDamClient({ host: 'http://localhost:3000/api/dam', container: 'media' }, localDamTransport(mediaLibraryOf(entries)));
    const { items } = await resolveRichTextMedia({ items: [story('es')], linkedItems: {} }, dam, 'es');
    const content = richTextElement.parse(items[0]?.elements['content']);
    const html = renderToStaticMarkup(<>{renderRichText(toRichText(content), { locale: 'es', renderItem: () => null })}</>);
    const uuid = /data-media-id="([0-9a-f-]{36})"/.exec(String(story('es').elements['content']?.value))?.[1];
    const image = Object.values(entries).find((e) => e.id === uuid);
    if (!image) throw new Error('the story image is not in the media index');
    expect(image.alt['es']).toMatch(/^Ilustración de un pueblo portuario/);
    expect(html).toContain(`<img src="/media/${image.id}/${image.name}" alt="${image.alt['es']}" width="${image.width}" height="${image.height}"`);
  });
});
