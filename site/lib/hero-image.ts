/**
 * Spec 2.5, 4.7: a yacht or berth page's social image is its hero's picture (the gallery profile
 * for the page's market view, else the yacht's or berth's profile), mapped by the hero's own module
 * so the card shared on a messenger shows what the page opens with.
 */
import type { ResolvedPage } from '../../renderer/page/resolve';
import { berthHeroComponent } from '../../schema/components/berth_hero_component';
import { yachtHeroComponent } from '../../schema/components/yacht_hero_component';
import type { Locale } from '../../schema/constants/locale';
import { itemRef, mapItem } from '../../schema/define';
import { pageGallery } from './gallery';

export const heroImageUrl = async (resolution: ResolvedPage, locale: Locale, preview: boolean): Promise<string | null> => {
  const hero = resolution.components.find((c) => c.system.type === yachtHeroComponent.codename || c.system.type === berthHeroComponent.codename);
  if (!hero) return null;
  const context = resolution.page.context;
  const env = { locale, item: itemRef(hero), linkedItems: resolution.linkedItems };
  if (hero.system.type === berthHeroComponent.codename) {
    const mapped = mapItem(berthHeroComponent, hero.elements, { ...env, page: { ...context, gallery: null } });
    return mapped.ok ? (mapped.props.berth?.image?.url ?? null) : null;
  }
  const gallery = await pageGallery(context, resolution.linkedItems, preview);
  const mapped = mapItem(yachtHeroComponent, hero.elements, { ...env, page: { ...context, gallery } });
  const image = mapped.ok ? mapped.props.yacht?.image : null;
  // A video profile shares its poster (spec 2.5).
  return image ? (image.isImage ? image.url : image.videoPoster) : null;
};
