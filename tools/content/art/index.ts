/** Picks the composer for an image subject; every composer is a pure function of its seed. */
import type { ImageSubject } from '../context';
import { createRng } from '../random';
import { deckPlan } from './deckplan';
import { yachtExterior } from './exterior';
import { yachtInterior } from './interior';
import { abstract, logo, portrait } from './marks';
import { isSail } from './motifs';
import { destination, eventScene, harbour, office, seascape, shipyard } from './scenes';

export type ArtRequest = { subject: ImageSubject; seed: string; width: number; height: number; label: string; hint: string };

/** Default sizes per subject: heroes wide, portraits square, logos banner-shaped. */
export const DEFAULT_SIZE: Record<ImageSubject, [number, number]> = {
  yacht: [2000, 1250],
  'yacht-interior': [1600, 1000],
  deckplan: [1600, 1000],
  seascape: [2000, 1250],
  harbour: [1600, 1000],
  destination: [2000, 1250],
  event: [1600, 1000],
  portrait: [1600, 1600],
  office: [1600, 1000],
  shipyard: [1600, 1000],
  logo: [1600, 800],
  abstract: [1600, 1000],
};

export const composeSvg = (r: ArtRequest): string => {
  const rng = createRng(r.seed);
  const { width: w, height: h } = r;
  switch (r.subject) {
    case 'yacht':
      return yachtExterior(rng, w, h, isSail(r.hint));
    case 'yacht-interior':
      return yachtInterior(rng, w, h, r.hint);
    case 'deckplan':
      return deckPlan(rng, w, h, isSail(r.hint), r.label);
    case 'seascape':
      return seascape(rng, w, h);
    case 'harbour':
      return harbour(rng, w, h);
    case 'destination':
      return destination(rng, w, h, r.hint);
    case 'event':
      return eventScene(rng, w, h);
    case 'portrait':
      return portrait(rng, w, h, r.label);
    case 'office':
      return office(rng, w, h);
    case 'shipyard':
      return shipyard(rng, w, h);
    case 'logo':
      return logo(rng, w, h, r.label);
    case 'abstract':
      return abstract(rng, w, h);
  }
};
