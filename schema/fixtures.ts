/**
 * The kit for fixtures: raw content in the Delivery API's shape. Each type's valid and invalid
 * items live beside its module (`schema/components/{codename}.fixtures.ts`); tests of the schemas,
 * the JSON Schemas, the renderer and the registry find them from the codename alone.
 */
import type { Codename } from './components';
import type { ContentItem } from './kontent';
import type { PageContext } from './define';

type Raw = Record<string, unknown>;

export const fx = {
  text: (value: string): Raw => ({ type: 'text', name: 'Text', value }),
  richText: (value: string, extra: Raw = {}): Raw => ({
    type: 'rich_text',
    name: 'Rich text',
    value,
    images: {},
    links: {},
    modular_content: [],
    ...extra,
  }),
  number: (value: number | null): Raw => ({ type: 'number', name: 'Number', value }),
  choice: (...codenames: string[]): Raw => ({
    type: 'multiple_choice',
    name: 'Choice',
    value: codenames.map((codename) => ({ name: codename, codename })),
  }),
  linked: (...codenames: string[]): Raw => ({ type: 'modular_content', name: 'Linked items', value: codenames }),
  custom: (value: string): Raw => ({ type: 'custom', name: 'Media', value }),
  urlSlug: (value: string): Raw => ({ type: 'url_slug', name: 'URL slug', value }),
};

export const sampleImage = {
  id: '5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10',
  url: '/media/5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10/yacht-at-anchor.jpg',
  name: 'yacht-at-anchor.jpg',
  type: 'image/jpeg',
  width: 2400,
  height: 1600,
  alt: { en: 'A superyacht at anchor off Mallorca', es: 'Un superyate fondeado frente a Mallorca' },
  title: null,
  description: { en: 'Anchored at dusk', es: 'Fondeado al atardecer' },
  blurhash: null,
  videoPoster: null,
};

export const sampleVideo = {
  ...sampleImage,
  id: '9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4',
  url: '/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.mp4',
  name: 'cruising.mp4',
  type: 'video/mp4',
  videoPoster: '/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising-poster.jpg',
};

export const dam = (...media: object[]): Raw => fx.custom(media.length > 0 ? JSON.stringify(media) : '');

export const item = (type: string, codename: string, elements: Raw, name = codename): ContentItem => ({
  system: {
    id: `id-${codename}`,
    name,
    codename,
    language: 'en',
    type,
    last_modified: '2026-01-01T00:00:00Z',
  },
  elements: Object.fromEntries(Object.entries(elements).map(([key, value]) => [key, { type: 'unknown', name: key, value: null, ...(typeof value === 'object' && value !== null ? value : {}) }])),
});

/**
 * An item a type must accept and render with no issue; `linked` are the items it links to, `page`
 * the page it sits on (a yacht component reads the page's yacht, which must then be in `linked`).
 */
export type ValidFixture = { name: string; elements: Raw; linked?: ContentItem[]; page?: PageContext };

/** Elements a schema must reject, and why. */
export type RejectedElements = { why: string; elements: Raw };

/** An item a type must reject: `element` is the element the editor is told to fix. */
export type InvalidFixture = RejectedElements & { element: string; linked?: ContentItem[]; page?: PageContext };

export type TypeFixtures<K extends Codename = Codename> = {
  codename: K;
  valid: readonly [ValidFixture, ...ValidFixture[]];
  invalid: readonly [InvalidFixture, ...InvalidFixture[]];
};

/** Checks at compile time that a type has at least one valid and one invalid fixture. */
export const defineFixtures = <K extends Codename>(fixtures: TypeFixtures<K>): TypeFixtures<K> => fixtures;

/** A fixture as a content item of its type, named so an editor box can be matched to it. */
export const fixtureItem = (codename: Codename, fixture: ValidFixture | InvalidFixture): ContentItem => {
  const name = 'name' in fixture ? fixture.name : fixture.why;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return item(codename, `${codename}__${slug}`, fixture.elements, `${codename}: ${name}`);
};
