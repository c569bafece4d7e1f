/**
 * The alt text of a demo image: what its illustration shows, in both languages (an alt text says
 * what the image shows, and these are drawings, not photographs). Only what every drawing of a
 * subject contains is named, plus the choices of motifs.ts that the composer also follows.
 */
import type { ImageSubject } from '../context';
import type { LanguageCodename } from '../kontent';
import { isSail, regionOf, roomOf, type Region, type Room } from './motifs';

type Localised = Record<LanguageCodename, string>;

const ROOMS: Record<Room, Localised> = {
  salon: { en: "Illustration of a yacht's main salon", es: 'Ilustración del salón principal de un yate' },
  dining: { en: "Illustration of a yacht's dining room", es: 'Ilustración del comedor de un yate' },
  cabin: { en: "Illustration of a yacht's master cabin", es: 'Ilustración del camarote principal de un yate' },
  lounge: { en: "Illustration of a yacht's sky lounge", es: 'Ilustración del sky lounge de un yate' },
};

const REGIONS: Record<Region, Localised> = {
  tropical: {
    en: 'Illustration of a tropical island with palm trees, and a yacht offshore',
    es: 'Ilustración de una isla tropical con palmeras y un yate frente a la costa',
  },
  northern: {
    en: 'Illustration of snow-capped mountains above the sea, with a yacht',
    es: 'Ilustración de montañas nevadas sobre el mar, con un yate',
  },
  med: {
    en: 'Illustration of a hillside town on a Mediterranean coast, with a yacht offshore',
    es: 'Ilustración de un pueblo en la ladera de una costa mediterránea, con un yate frente a ella',
  },
};

export type ArtSubjectOf = { subject: ImageSubject; hint: string; name?: string };

export const describeArt = ({ subject, hint, name }: ArtSubjectOf): Localised => {
  switch (subject) {
    case 'yacht':
      return isSail(hint)
        ? { en: 'Illustration of a sailing yacht on the water', es: 'Ilustración de un velero en el agua' }
        : { en: 'Illustration of a motor yacht on the water', es: 'Ilustración de un yate a motor en el agua' };
    case 'yacht-interior': {
      const room = roomOf(hint);
      return room ? ROOMS[room] : { en: 'Illustration of a yacht interior', es: 'Ilustración del interior de un yate' };
    }
    case 'deckplan':
      return isSail(hint)
        ? { en: 'Illustration: deck plan of a sailing yacht', es: 'Ilustración: plano de cubiertas de un velero' }
        : { en: 'Illustration: deck plan of a motor yacht', es: 'Ilustración: plano de cubiertas de un yate a motor' };
    case 'seascape':
      return { en: 'Illustration of a seascape with sails on the horizon', es: 'Ilustración de un paisaje marino con velas en el horizonte' };
    case 'harbour':
      return { en: 'Illustration of a harbour town with yachts on the water', es: 'Ilustración de un pueblo portuario con yates en el agua' };
    case 'destination': {
      const region = regionOf(hint);
      return region ? REGIONS[region] : { en: 'Illustration of a coastal destination with a yacht offshore', es: 'Ilustración de un destino costero con un yate frente a la costa' };
    }
    case 'event':
      return {
        en: 'Illustration of an evening event on a quay, with marquees, festoon lights and yachts',
        es: 'Ilustración de un evento al atardecer en un muelle, con carpas, guirnaldas de luces y yates',
      };
    case 'portrait':
      return name
        ? { en: `Illustration: silhouette portrait of ${name}`, es: `Ilustración: retrato en silueta de ${name}` }
        : { en: 'Illustration of a person in silhouette', es: 'Ilustración de una persona en silueta' };
    case 'office':
      return { en: 'Illustration of a waterfront city skyline with yachts', es: 'Ilustración de una ciudad junto al mar con yates' };
    case 'shipyard':
      return {
        en: 'Illustration of a shipyard: a yacht hull in a construction hall beside a crane',
        es: 'Ilustración de un astillero: un casco de yate en una nave de construcción junto a una grúa',
      };
    // A logo shows its name as the wordmark, so the name is what it says.
    case 'logo':
      return name ? { en: `${name} logo`, es: `Logotipo de ${name}` } : { en: 'Illustration of a logo', es: 'Ilustración de un logotipo' };
    case 'abstract':
      return {
        en: 'Illustration: abstract contour lines like those of a sea chart',
        es: 'Ilustración: líneas de contorno abstractas, como las de una carta náutica',
      };
  }
};
