import { describe, expect, it } from 'vitest';
import { BACKGROUND_DEFAULT, BUTTON_DEFAULTS, HEADING_DEFAULTS, PAGE_COVER_DEFAULTS, SPACER_DEFAULTS, SPLIT_BANNER_DEFAULTS } from '../constants/component-defaults';
import { dam, fx, sampleImage } from '../fixtures';
import { fixturesOf } from './all-fixtures';
import { breadcrumbsComponent } from './breadcrumbs_component';
import { buttonExternalInternalLink } from './button__external___internal_link';
import { buttonContainerComponent } from './button_container_component';
import { headlineComponent, sizeForLevel } from './headline_component';
import { imageTextComponent } from './image_text_component';
import { CODENAMES, modulesByCodename, type Codename } from './index';
import { mapElements } from '../../testing/map-elements';
import { numbersComponent } from './numbers_component';
import { pageCoverComponent } from './page_cover_component';
import { spacerComponent } from './spacer_component';
import { splitBannerComponent } from './split_banner_component';

describe('component defaults (spec 9.6)', () => {
  it("spec 9.6: buttons default to theme 'primary'", () => {
    const { props } = mapElements(buttonExternalInternalLink, {
      button_text: fx.text('Go'),
      link__external: fx.text('/x'),
    });
    expect(props.theme).toBe('primary');
    expect(BUTTON_DEFAULTS.theme).toBe('primary');
  });

  it('spec 9.6: spacer size small', () => {
    expect(mapElements(spacerComponent, {}).props.size).toBe('small');
    expect(SPACER_DEFAULTS.size).toBe('small');
  });

  it("spec 9.6: heading position 'center', view width 'full', size '3xl', level h2; spec 3.10: color black", () => {
    const { props } = mapElements(headlineComponent, { text: fx.text('Fleet') });
    expect(props).toMatchObject({ position: 'center', viewWidth: 'full', size: '3xl', level: 'h2', color: 'black' });
    expect(HEADING_DEFAULTS).toMatchObject({ position: 'center', viewWidth: 'full', size: '3xl', level: 'h2' });
  });

  it("spec 9.6: breadcrumb color 'blue'", () => {
    expect(mapElements(breadcrumbsComponent, {}).props.color).toBe('blue');
  });

  it("spec 9.6: page cover vertical 'bottom', horizontal 'center', size 'large'", () => {
    const { props } = mapElements(pageCoverComponent, { title: fx.text('Charter') });
    expect(props).toMatchObject({ verticalAlignment: 'bottom', horizontalAlignment: 'center', size: 'large' });
    expect(PAGE_COVER_DEFAULTS).toEqual({ vertical: 'bottom', horizontal: 'center', size: 'large' });
  });

  it("spec 9.6: split banner vertical 'bottom', horizontal 'left', button 'primary'", () => {
    const { props } = mapElements(splitBannerComponent, { title: fx.text('Sell') });
    expect(props).toMatchObject({ verticalAlignment: 'bottom', horizontalAlignment: 'left', buttonTheme: 'primary' });
    expect(SPLIT_BANNER_DEFAULTS).toEqual({ vertical: 'bottom', horizontal: 'left', button: 'primary' });
  });

  it("spec 9.6: numbers style 'normal'; content model: image position right, button container left", () => {
    expect(mapElements(numbersComponent, {}).props.style).toBe('normal');
    expect(mapElements(imageTextComponent, {}).props.imagePosition).toBe('right');
    expect(mapElements(buttonContainerComponent, {}).props.alignment).toBe('left');
  });

  it("spec 9.6, 3.2: every type's background defaults to white; 'grey' maps to grey, anything else to white", () => {
    expect(BACKGROUND_DEFAULT).toBe('white');
    const backgroundOf = <K extends Codename>(codename: K, elements: Record<string, unknown>): unknown => {
      const props: unknown = mapElements(modulesByCodename[codename], elements).props;
      return typeof props === 'object' && props !== null && 'background' in props ? props.background : undefined;
    };
    for (const codename of CODENAMES) {
      const module = modulesByCodename[codename];
      const minimal = fixturesOf(codename).valid.at(-1)?.elements ?? {};
      const plain = module.elements.safeParse(minimal);
      const grey = module.elements.safeParse({ ...minimal, background_color__options: fx.choice('grey') });
      const other = module.elements.safeParse({ ...minimal, background_color__options: fx.choice('sand') });
      expect(plain.success && grey.success && other.success, codename).toBe(true);
      const backgrounds = [minimal, { ...minimal, background_color__options: fx.choice('grey') }, { ...minimal, background_color__options: fx.choice('sand') }].map((elements) =>
        backgroundOf(codename, elements),
      );
      expect(backgrounds, codename).toEqual(['white', 'grey', 'white']);
    }
  });
});

describe('headings (spec 5.2)', () => {
  it('spec 5.2: without a size, the size follows from the level (h2 3xl, h3 2xl, h4 lg); sizes the component lacks become lg', () => {
    expect(sizeForLevel('h2')).toBe('3xl');
    expect(sizeForLevel('h3')).toBe('2xl');
    expect(sizeForLevel('h4')).toBe('lg');
    expect(sizeForLevel('h5')).toBe('lg');
    expect(sizeForLevel('h6')).toBe('lg');
    const { props } = mapElements(headlineComponent, { text: fx.text('Fleet'), level: fx.choice('h3') });
    expect(props.size).toBe('2xl');
  });

  it('spec 5.2: an explicit size wins over the level; the first chosen option is used', () => {
    const { props } = mapElements(headlineComponent, {
      text: fx.text('Fleet'),
      level: fx.choice('h4'),
      size: fx.choice('xl-futura', '4xl'),
    });
    expect(props).toMatchObject({ level: 'h4', size: 'xl-futura' });
  });

  it('spec 5.2: the heading component allows h2 to h6 only, and the five colors', () => {
    const module = headlineComponent.elements;
    expect(module.safeParse({ text: fx.text('x'), level: fx.choice('h6') }).success).toBe(true);
    expect(module.safeParse({ text: fx.text('x'), level: fx.choice('h1') }).success).toBe(false);
    for (const color of ['white', 'gray-50', 'black', 'blue-dark', 'gray-white']) {
      expect(module.safeParse({ text: fx.text('x'), color: fx.choice(color) }).success).toBe(true);
    }
    expect(module.safeParse({ text: fx.text('x'), color: fx.choice('red') }).success).toBe(false);
  });

  it('a jump-to anchor typed as "#Our Fleet" becomes the id "our-fleet"', () => {
    const { props } = mapElements(headlineComponent, { text: fx.text('Fleet'), jump_to_anchor: fx.text('#Our Fleet') });
    expect(props.anchor).toBe('our-fleet');
    expect(mapElements(headlineComponent, { text: fx.text('Fleet') }).props.anchor).toBeNull();
  });
});

describe('media (spec 3.6)', () => {
  it('spec 3.6: a DAM element becomes a media item with alt text in the current locale and type flags', () => {
    const elements = { title: fx.text('Charter'), image_video: dam(sampleImage) };
    const en = mapElements(pageCoverComponent, elements).props.media;
    const es = mapElements(pageCoverComponent, elements, { locale: 'es' }).props.media;
    expect(en).toMatchObject({ url: sampleImage.url, width: 2400, height: 1600, isImage: true, isVideo: false });
    expect(en?.alt).toBe(sampleImage.alt.en);
    expect(es?.alt).toBe(sampleImage.alt.es);
  });

  it("spec 3.6: an empty DAM value ('' or '[]') means no media", () => {
    expect(mapElements(pageCoverComponent, { title: fx.text('x'), image_video: fx.custom('') }).props.media).toBeNull();
    expect(mapElements(pageCoverComponent, { title: fx.text('x'), image_video: fx.custom('[]') }).props.media).toBeNull();
  });
});
