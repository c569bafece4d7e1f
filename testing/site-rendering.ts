/** The renderer's view of the site for tests: a registry lookup, the site's real words, fixture services. */
import type { ComponentLookup, SiteRendering } from '../renderer/render/registry';
import type { SiteServices } from '../schema/services';
import { translatorFor } from '../site/i18n/translator';
import { fixtureServices } from './catalogue';

export const siteWith = (components: ComponentLookup, services: SiteServices = fixtureServices()): SiteRendering => ({
  components,
  translator: translatorFor,
  services,
});
