/**
 * The icon sprite (components/ui/icons/sprite.ts), built once at build time. Pages refer to its
 * symbols with `<use>`; the browser fetches it once for every page.
 */
import { iconSprite } from '../../../components/ui/icons/sprite';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(iconSprite(), { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
}
