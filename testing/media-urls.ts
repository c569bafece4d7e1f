/**
 * Media host URLs as the variants they ask for (spec 3.6, 7.3): the uuid, and w, h, p, q and
 * force_format read as the host reads them, for tests that check every image URL a page names.
 */
import { MEDIA_PRESETS, type MediaPreset } from '../schema/constants/media';
import type { VariantRequest } from '../schema/media-variant-set';

const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})\//;
const isPreset = (value: string | null): value is MediaPreset => MEDIA_PRESETS.some((preset) => preset === value);

export type MediaUrl = { url: string; uuid: string; request: VariantRequest };

/** The variant a URL asks the media host for; null for a URL elsewhere. */
export const mediaUrlOf = (url: string, base = 'http://localhost'): MediaUrl | null => {
  const parsed = new URL(url, base);
  const uuid = MEDIA_PATH.exec(parsed.pathname)?.[1];
  if (!uuid) return null;
  const params = parsed.searchParams;
  const number = (key: string) => (params.has(key) ? Number(params.get(key)) : undefined);
  const p = params.get('p');
  const request: VariantRequest = {
    ...(params.has('w') ? { w: number('w') } : {}),
    ...(params.has('h') ? { h: number('h') } : {}),
    ...(params.has('q') ? { q: number('q') } : {}),
    ...(isPreset(p) ? { p } : {}),
    ...(params.has('force_format') ? { format: params.get('force_format') ?? '' } : {}),
  };
  return { url, uuid, request };
};

/** The URLs of a srcset attribute (`url 480w, url 768w`). */
export const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
