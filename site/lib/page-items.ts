/** Every item a resolved page shows, as the webhook's page index records it (site/lib/webhook/page-index.ts). */
import type { Resolution } from '../../renderer/page/resolve';

export const itemsOf = (resolution: Resolution): string[] =>
  resolution.kind === 'page' ? [resolution.page.pageCodename, ...resolution.components.map((item) => item.system.codename), ...Object.keys(resolution.linkedItems)] : [];
