/** The gallery components' mappings (spec 3.3 powerorsail, 3.5 parts, deck plans and video, 3.6). */
import { describe, expect, it } from 'vitest';
import { mapItem, type PageContext } from '../define';
import { fx } from '../fixtures';
import type { ContentItem } from '../kontent';
import { galleryJsonSchema } from '../yacht/gallery';
import { modulesByCodename, type Codename, type PropsOf } from './index';
import { charterPage, salePage, sampleFullGallery, sampleSailItem, sampleYachtItem } from './slider_gallery_component.sample';
import { powerOrSail } from './slider_gallery_component.view';

const map = <K extends Codename>(codename: K, elements: Record<string, unknown>, page: PageContext, linked: ContentItem[] = [sampleYachtItem], locale: 'en' | 'es' = 'en'): PropsOf<K> => {
  const mapped = mapItem(modulesByCodename[codename], elements, {
    locale,
    item: { id: 'x', name: 'x', codename: 'x', type: codename },
    linkedItems: Object.fromEntries(linked.map((i) => [i.system.codename, i])),
    page,
  });
  if (!mapped.ok) throw new Error('mapping failed');
  return mapped.props;
};

describe('slider_gallery_component', () => {
  it("shows the view's sections with the deck plans last, empty sections dropped (spec 3.5)", () => {
    const props = map('slider_gallery_component', {}, charterPage());
    expect(props.sections.map((s) => [s.section, s.label, s.images.length])).toEqual([
      ['exterior', 'Exterior', 3],
      ['interior', 'Interior', 2],
      ['deckplans', 'Deckplan', 1],
    ]);
    expect(props.yacht).toEqual({ name: 'Aurora', powerOrSail: 'motor' });
  });

  it('takes the Charter part on a charter page and the Sale part on a sale page, or the other when one is missing', () => {
    const charterOnly = galleryJsonSchema.parse({ Charter: { gallery: [{ section: 'c', label: 'Charter pictures', images: [sampleFullGallery.sale?.profile] }], deckplans: [] } });
    expect(map('slider_gallery_component', {}, charterPage(charterOnly)).sections[0]?.label).toBe('Charter pictures');
    expect(map('slider_gallery_component', {}, salePage(charterOnly)).sections[0]?.label).toBe('Charter pictures');
  });

  it("uses the page's locale for alt text and titles (spec 3.6)", () => {
    const props = map('slider_gallery_component', {}, charterPage(), [sampleYachtItem], 'es');
    expect(props.sections[0]?.images[0]?.alt).toBe('Vista exterior 1');
    expect(props.sections[0]?.images[0]?.title).toBe('Imagen 1');
  });

  it('has nothing to show without a gallery file (spec 8.3: the page still renders)', () => {
    expect(map('slider_gallery_component', {}, charterPage(null)).sections).toEqual([]);
  });

  it('names the deck-plan section as the editor labels it', () => {
    expect(map('slider_gallery_component', { deckplan_label: fx.text('Planos') }, charterPage()).sections.at(-1)?.label).toBe('Planos');
  });
});

describe('gallery_teaser_for_yacht_component', () => {
  it('lists the pictures without the deck plans, which have their own component', () => {
    const props = map('gallery_teaser_for_yacht_component', {}, charterPage());
    expect(props.sections.map((s) => s.section)).toEqual(['exterior', 'interior']);
  });
});

describe('deck_plan_component', () => {
  it("is one section labelled 'Deckplan' unless a label is given (spec 3.5)", () => {
    expect(map('deck_plan_component', {}, charterPage()).section?.label).toBe('Deckplan');
    expect(map('deck_plan_component', { label: fx.text('Deck plans') }, charterPage()).section?.label).toBe('Deck plans');
    expect(map('deck_plan_component', {}, charterPage(null)).section).toBeNull();
  });

  it('picks the motor or sail drawing by powerorsail, motor by default (spec 3.3, 9.6)', () => {
    expect(map('deck_plan_component', {}, charterPage(undefined, 'yacht_sail'), [sampleSailItem]).yacht?.powerOrSail).toBe('sail');
    expect(powerOrSail('Motor')).toBe('motor');
    expect(powerOrSail('SAIL')).toBe('sail');
    expect(powerOrSail('')).toBe('motor');
    expect(powerOrSail(null)).toBe('motor');
  });
});

describe('ydp_media_component', () => {
  it('plays the entry flagged videoProfileCharter on a charter page and videoProfileSale on a sale page (spec 3.5)', () => {
    const charter = map('ydp_media_component', {}, charterPage()).video;
    const sale = map('ydp_media_component', {}, salePage()).video;
    expect(charter?.url).toContain('cruising.mp4');
    expect(charter?.vttSrc).toContain('cruising.vtt');
    expect(charter?.videoPoster).toContain('cruising-poster.jpg');
    expect(sale?.url).toContain('walkthrough.mp4');
  });

  it('shows nothing without a video', () => {
    expect(map('ydp_media_component', {}, charterPage(null)).video).toBeNull();
  });

  it('reports, and shows nothing, on a page that names no yacht', () => {
    const mapped = mapItem(
      modulesByCodename.ydp_media_component,
      {},
      {
        locale: 'en',
        item: { id: 'x', name: 'x', codename: 'x', type: 'ydp_media_component' },
        linkedItems: {},
        page: { ...charterPage(), yacht: null },
      },
    );
    expect(mapped.ok && mapped.props.yacht).toBeNull();
    expect(mapped.issues.map((i) => i.element)).toEqual(['(page yacht)']);
  });
});
