/** The gallery components' UI words (spec 2.8) from site/messages, per locale. */
import type { GalleryLabels } from '../../components/Lightbox/labels';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const LABELS: Record<Locale, GalleryLabels> = { en: en.gallery, es: es.gallery };

export const galleryLabels = (locale: Locale): GalleryLabels => LABELS[locale];
