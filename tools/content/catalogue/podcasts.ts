/** Podcast episodes (spec 3.10: title, author, audio file, author picture). */
import type { GeneratorContext } from '../context';
import { escapeHtml } from '../html';
import { el, type LanguageCodename } from '../kontent';
import type { L } from '../pages/shared';
import { seaSoundWav } from './audio';
import type { GeneratedPerson } from './people';

const EPISODES: Array<{ key: string; title: L; summary: L; minutes: number; date: string; department: string }> = [
  {
    key: 'charter_season',
    title: { en: 'Reading the charter season', es: 'Cómo leer la temporada de chárter' },
    summary: {
      en: 'Where demand is heading this summer, why shoulder months are the best-kept secret, and how to secure the right yacht early.',
      es: 'Hacia dónde va la demanda este verano, por qué los meses de temporada media son el secreto mejor guardado y cómo asegurarse pronto el yate adecuado.',
    },
    minutes: 34,
    date: '2025-04-08T09:00:00Z',
    department: 'charter',
  },
  {
    key: 'buying_first_superyacht',
    title: { en: 'Buying your first superyacht', es: 'Comprar su primer superyate' },
    summary: {
      en: 'From survey to flag state: a senior broker walks through the decisions that matter most in a first purchase.',
      es: 'De la inspección al pabellón: un bróker sénior repasa las decisiones más importantes de una primera compra.',
    },
    minutes: 41,
    date: '2025-06-17T09:00:00Z',
    department: 'sales',
  },
  {
    key: 'life_at_the_yard',
    title: { en: 'Life at the yard: a new build from the inside', es: 'La vida en el astillero: una nueva construcción desde dentro' },
    summary: {
      en: 'Our project managers on steel cutting, sea trials and keeping a three-year build on time and on budget.',
      es: 'Nuestros jefes de proyecto hablan del corte del acero, las pruebas de mar y de cómo cumplir plazos y presupuesto en una obra de tres años.',
    },
    minutes: 38,
    date: '2025-09-23T09:00:00Z',
    department: 'new_build',
  },
  {
    key: 'great_crew',
    title: { en: 'What makes a great crew', es: 'Qué hace grande a una tripulación' },
    summary: {
      en: 'Captains and placement specialists on hiring, training and keeping the people who make a yacht feel like home.',
      es: 'Capitanes y especialistas en contratación hablan de cómo seleccionar, formar y conservar a quienes hacen que un yate se sienta como en casa.',
    },
    minutes: 29,
    date: '2025-11-04T09:00:00Z',
    department: 'crew',
  },
];

export const generatePodcasts = (ctx: GeneratorContext, people: readonly GeneratedPerson[]): void => {
  EPISODES.forEach((ep, i) => {
    const host = people.find((p) => p.department === ep.department) ?? people[0];
    if (!host) throw new Error('Podcasts need at least one person as host');
    const audio = ctx.media.file({ key: `podcast:${ep.key}`, name: `halcyon-podcast-${i + 1}-${ep.key.replace(/_/g, '-')}.wav`, type: 'audio/wav', body: seaSoundWav(`podcast:${ep.key}`) });
    const picture = ctx.media.image({ subject: 'portrait', key: `person-${host.codename}`, about: { en: host.fullName, es: host.fullName }, name: host.fullName });
    const elements = (lang: LanguageCodename) => ({
      title: el.text(ep.title[lang]),
      author_name: el.text(host.fullName),
      author: el.linked(host.codename),
      episode: el.number(i + 1),
      duration_minutes: el.number(ep.minutes),
      published: el.dateTime(ep.date, 'Europe/Monaco'),
      description: el.richText(`<p>${escapeHtml(ep.summary[lang])}</p>`),
      dam_audio_file: el.dam(audio),
      dam_author_picture: el.dam(picture),
    });
    ctx.add({ type: 'podcast', codename: `podcast_${ep.key}`, name: ep.title.en, lastModified: ep.date.replace('Z', '.000Z'), variants: { en: elements('en'), es: elements('es') } });
  });
};
