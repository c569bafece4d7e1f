/**
 * A yacht's brochure for a view: the request checked, the yacht found, its
 * images fetched and the PDF made. PDFs are kept per content version (the item's last change),
 * in a small in-process cache bounded in bytes, and the version is the response's ETag.
 */
import { createHash } from 'node:crypto';
import { heroProfile } from '../../../schema/yacht/gallery-view';
import { yachtView, type YachtView } from '../../../schema/yacht/view';
import { localisedPath } from '../../../schema/locale';
import type { ContentItem } from '../../../schema/kontent';
import { SITE_URL } from '../site';
import { brochureContent, type BrochureView } from './content';
import { findYacht } from './load';
import { loadGallery, printImage, PRINT_IMAGE } from './media';
import { offeredIn, parseBrochureRequest, type BrochureRequest, type RequestProblem } from './offer';
import { renderBrochurePdf } from './pdf';
import { log } from '../../../schema/log';

/** Bump when the layout changes, so cached PDFs and ETags of the old layout are not reused. */
const LAYOUT_VERSION = 1;
const CACHE_MAX_BYTES = 48 * 1024 * 1024;
const GALLERY_IMAGES = 4;
const CONTACT_PATH = '/contact-superyacht-company/';

export type Brochure = { pdf: Buffer; fileName: string; etag: string };

const cache = new Map<string, Brochure>();
let cachedBytes = 0;
const remember = (brochure: Brochure): void => {
  cache.set(brochure.etag, brochure);
  cachedBytes += brochure.pdf.length;
  for (const [key, old] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(key);
    cachedBytes -= old.pdf.length;
  }
};

const versionOf = (item: ContentItem, request: BrochureRequest): string =>
  `"${createHash('sha1')
    .update(JSON.stringify([LAYOUT_VERSION, item.system.id, item.system.last_modified, request]))
    .digest('hex')
    .slice(0, 27)}"`;

/** The gallery profile of the view (spec 4.7) else the profile picture, then the first gallery images. */
const imagesOf = async (yacht: YachtView, view: BrochureView) => {
  const gallery = await loadGallery(yacht.galleryUrl);
  const part = gallery ? ((view === 'sale' ? gallery.sale : gallery.charter) ?? gallery.sale ?? gallery.charter) : undefined;
  const profileUrl = (gallery ? heroProfile(gallery, yacht.effective, yacht.dataType)?.url : undefined) ?? yacht.profile?.url ?? null;
  const galleryUrls = (part?.gallery ?? [])
    .flatMap((section) => section.images)
    .filter((image) => image.type.startsWith('image/') && image.url !== profileUrl)
    .slice(0, GALLERY_IMAGES)
    .map((image) => image.url);
  const [cover, ...rest] = await Promise.all([profileUrl ? printImage(profileUrl, PRINT_IMAGE.cover) : Promise.resolve(null), ...galleryUrls.map((url) => printImage(url, PRINT_IMAGE.gallery))]);
  return { cover: cover ?? null, gallery: rest.filter((image): image is Buffer => image !== null) };
};

export type BrochureResult = { ok: true; brochure: Brochure } | { ok: false; problem: RequestProblem };

export const brochureFor = async (view: string, file: string, lang: string | null): Promise<BrochureResult> => {
  const request = parseBrochureRequest(view, file, lang);
  if ('status' in request) return { ok: false, problem: request };
  const item = await findYacht(request.yachtId, request.locale);
  if (!item) return { ok: false, problem: { status: 404, message: `No yacht has the id '${request.yachtId}'` } };
  const etag = versionOf(item, request);
  const cached = cache.get(etag);
  if (cached) return { ok: true, brochure: cached };
  const yacht = yachtView(item, request.view, {
    locale: request.locale,
    linkedItem: () => undefined,
    report: (issue) => log.warn('brochure: incomplete yacht', { codename: issue.item.codename, element: issue.element, problem: issue.problem }),
  });
  if (!yacht) return { ok: false, problem: { status: 404, message: `The yacht '${request.yachtId}' has no brochure: its data is incomplete` } };
  if (!offeredIn(yacht, request.view)) {
    return { ok: false, problem: { status: 404, message: `${yacht.name} is not offered for ${request.view}, so it has no ${request.view} brochure` } };
  }
  const content = brochureContent(yacht, request.view, request.locale, new URL(localisedPath(CONTACT_PATH, request.locale), SITE_URL).toString());
  const pdf = await renderBrochurePdf(content, await imagesOf(yacht, request.view), new Date(item.system.last_modified));
  const brochure = { pdf, fileName: content.fileName, etag };
  remember(brochure);
  return { ok: true, brochure };
};
