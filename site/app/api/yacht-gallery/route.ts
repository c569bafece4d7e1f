/**
 * The pictures of a yacht page's gallery teaser, for its lightbox (spec 3.5, 3.6), fetched when the
 * visitor points at or focuses the teaser: the page draws five of them and links each, and does not
 * carry every picture's words in its payload for visitors who never open it.
 * GET ?yacht={codename}&view=charter|sale&lang={locale}.
 */
import type { NextRequest } from 'next/server';
import type { YachtGalleryResponse } from '../../../../schema/yacht/gallery-response';
import { similarToQuery, similarToSchema } from '../../../../schema/yacht/similar-response';
import { onDemandAnswer, refuse } from '../../../lib/on-demand-route';
import { teaserPictures } from '../../../lib/yacht-gallery';

export async function GET(request: NextRequest): Promise<Response> {
  const asked = similarToSchema.safeParse(similarToQuery(request.nextUrl.searchParams));
  if (!asked.success) return refuse(400, asked.error.issues.map((issue) => issue.message).join('; '));
  // Published pictures, in preview too: a teaser in preview hands its lightbox the draft's own.
  return onDemandAnswer<YachtGalleryResponse>(request, 'yacht gallery', async (locale) => ({ pictures: await teaserPictures(asked.data, locale) }));
}
