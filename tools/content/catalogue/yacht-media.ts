/**
 * Pictures and the gallery JSON (spec 3.5) of a yacht. Profiles are unique for the first
 * PROFILE_POOL yachts; beyond that, and for secondary views, images come from shared pools so a
 * 5,000-yacht set does not render thousands of pictures.
 */
import type { GalleryJsonInput, GalleryPartInput } from '../../../schema/yacht/gallery';
import type { GeneratorContext } from '../context';
import type { AssetRef, MediaRef } from '../kontent';
import { hashToInt } from '../random';
import { VIDEO_EVERY, yachtVideo } from './yacht-video-media';
import { yachtKind } from './yacht-text';
import type { YachtFacts } from './yacht-facts';

const PROFILE_POOL = 60;
const VIEW_POOL = 24;
const INTERIOR_POOL = 10;

export type YachtMedia = { profile: MediaRef; exterior: MediaRef[]; interior: MediaRef[]; deckplans: MediaRef[]; gallery: AssetRef };

const ROOMS = [
  { key: 'salon', en: 'main salon', es: 'salón principal' },
  { key: 'dining', en: 'dining room', es: 'comedor' },
  { key: 'cabin', en: 'master cabin', es: 'camarote principal' },
  { key: 'lounge', en: 'sky lounge', es: 'sky lounge' },
];

const sizeClass = (length: number) => (length < 40 ? '30-40' : length < 60 ? '40-60' : length < 80 ? '60-80' : '80-110');

export const yachtMedia = (ctx: GeneratorContext, y: YachtFacts, slug: string): YachtMedia => {
  const kind = yachtKind(y);
  const rig = y.sail ? 'sail' : 'motor';
  const slot = y.index < PROFILE_POOL ? y.index : hashToInt(`${ctx.seed}:pool:${y.index}`) % PROFILE_POOL;
  const profile = ctx.media.image({
    subject: 'yacht',
    key: `yacht-${rig}-${slot}`,
    about: { en: `${y.name}, a ${y.length} m ${y.builder.name} ${kind.en}, at sea`, es: `${y.name}, ${kind.es} ${y.builder.name} de ${y.length} m, navegando` },
  });
  const exterior = [1, 2].map((n) =>
    ctx.media.image({
      subject: 'yacht',
      key: `yacht-${rig}-view-${(slot * 2 + n) % VIEW_POOL}`,
      about: { en: `${y.name} at anchor, exterior view ${n}`, es: `${y.name} fondeado, vista exterior ${n}` },
    }),
  );
  const interior = ROOMS.slice(0, 3 + (slot % 2)).map((room) =>
    ctx.media.image({
      subject: 'yacht-interior',
      key: `interior-${room.key}-${(slot + room.key.length) % INTERIOR_POOL}`,
      about: { en: `The ${room.en} of ${y.name}`, es: `El ${room.es} de ${y.name}` },
    }),
  );
  const cls = sizeClass(y.length);
  const deckplans = [
    ctx.media.image({
      subject: 'deckplan',
      key: `deckplan-${rig}-${cls}-${slot % 3}`,
      about: { en: `Deck plan of ${y.name}`, es: `Plano de cubiertas de ${y.name}` },
      title: { en: `${y.sail ? 'Sailing yacht' : 'Motor yacht'} ${cls.replace('-', '–')} m`, es: `${y.sail ? 'Velero' : 'Yate a motor'} ${cls.replace('-', '–')} m` },
    }),
  ];
  const video = !y.sail && slot % VIDEO_EVERY === 0 ? yachtVideo(ctx) : null;
  const part = (view: 'sale' | 'charter'): GalleryPartInput => ({
    profile,
    gallery: [
      { section: 'exterior', label: 'Exterior', images: [profile, ...exterior] },
      { section: 'interior', label: 'Interior', images: interior },
    ],
    deckplans,
    video: video ? [{ ...video, videoProfileSale: view === 'sale', videoProfileCharter: view === 'charter' }] : null,
  });
  const sale = y.dataType !== 'charter';
  const charter = y.dataType !== 'sale';
  const json: GalleryJsonInput = { ...(sale ? { Sale: part('sale') } : {}), ...(charter ? { Charter: part('charter') } : {}) };
  const body = JSON.stringify(json);
  const name = `${slug}-gallery.json`;
  const ref = ctx.media.file({ key: `gallery:${slug}`, name, type: 'application/json', body });
  const gallery: AssetRef = {
    name,
    description: null,
    type: 'application/json',
    size: Buffer.byteLength(body),
    url: ref.url,
    width: null,
    height: null,
    renditions: {},
  };
  return { profile, exterior, interior, deckplans, gallery };
};
