import { describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../fixtures';
import { galleryJsonSchema, type GalleryJson } from './gallery';
import { deckplanSection, galleryVideo, gallerySections, heroGalleryPart, heroProfile } from './gallery-view';

const image = (name: string) => ({ ...sampleImage, id: name, name, url: `/media/${name}.jpg` });
const video = (name: string, flags: { videoProfileCharter?: boolean; videoProfileSale?: boolean }) => ({
  ...sampleVideo,
  id: name,
  name,
  ...flags,
});

const parse = (json: unknown): GalleryJson => galleryJsonSchema.parse(json);

const both = parse({
  SALE: { Profile: image('sale-profile'), gallery: [], deckplans: [], video: null },
  Charter: { profile: image('charter-profile'), gallery: [], deckplans: [], video: null },
});

describe('heroGalleryPart', () => {
  it('spec 4.7: sale uses the Sale part and charter the Charter part (keys in any case, spec 3.5)', () => {
    expect(heroProfile(both, 'sale', 'sale+charter')?.name).toBe('sale-profile');
    expect(heroProfile(both, 'charter', 'sale+charter')?.name).toBe('charter-profile');
  });

  it("spec 4.7: a ghost yacht uses the part of the yacht data's own type", () => {
    expect(heroProfile(both, 'ghost', 'charter')?.name).toBe('charter-profile');
    expect(heroProfile(both, 'ghost', 'sale')?.name).toBe('sale-profile');
  });

  it('spec 4.7: otherwise Sale when it has a profile, else Charter', () => {
    expect(heroProfile(both, 'sale+charter', 'sale+charter')?.name).toBe('sale-profile');
    const noSaleProfile = parse({ Sale: { profile: null }, Charter: { profile: image('charter-profile') } });
    expect(heroProfile(noSaleProfile, 'none', 'sale+charter')?.name).toBe('charter-profile');
    expect(heroProfile(noSaleProfile, 'ghost', 'sale+charter')?.name).toBe('charter-profile');
    expect(heroGalleryPart(parse({}), 'sale+charter', 'sale')).toBeUndefined();
    expect(heroProfile(parse({ Charter: { profile: image('c') } }), 'sale', 'sale')).toBeNull();
  });
});

describe('gallery sections', () => {
  const part = parse({
    Sale: {
      gallery: [
        { section: 'exterior', label: 'Exterior', images: [image('e1')] },
        { section: 'empty', label: 'Empty', images: [] },
      ],
      deckplans: [image('main-deck'), image('upper-deck')],
    },
  }).sale;

  it("spec 3.5: deck plans form one section labelled 'Deckplan' unless a label is given", () => {
    const sections = gallerySections(part);
    expect(sections.map((s) => s.label)).toEqual(['Exterior', 'Deckplan']);
    expect(sections[1]?.images.map((i) => i.name)).toEqual(['main-deck', 'upper-deck']);
    expect(deckplanSection(part, 'Deck plans')?.label).toBe('Deck plans');
    expect(deckplanSection(parse({ Sale: { deckplans: [] } }).sale)).toBeNull();
  });
});

describe('galleryVideo', () => {
  const part = parse({
    Charter: { video: [video('plain', {}), video('for-sale', { videoProfileSale: true }), video('for-charter', { videoProfileCharter: true })] },
  }).charter;

  it('spec 3.5: the first entry flagged for the view plays', () => {
    expect(galleryVideo(part, 'charter')?.name).toBe('for-charter');
    expect(galleryVideo(part, 'sale')?.name).toBe('for-sale');
  });

  it('spec 3.5: with no entry flagged for the view, the first entry plays; with no videos, none', () => {
    const unflagged = parse({ Sale: { video: [video('first', {}), video('second', { videoProfileCharter: true })] } }).sale;
    expect(galleryVideo(unflagged, 'sale')?.name).toBe('first');
    expect(galleryVideo(parse({ Sale: { video: null } }).sale, 'sale')).toBeNull();
  });
});
