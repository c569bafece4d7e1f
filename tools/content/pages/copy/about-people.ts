/** The people and quote blocks of /about and /offices-and-people (spec 3.8, 3.10). */
import type { L } from '../shared';

export const aboutPeopleCopy = {
  founderQuote: {
    en: 'We have never sold a yacht we would not be proud to step aboard ourselves. That is the promise behind every listing, every charter and every build we manage.',
    es: 'Nunca hemos vendido un yate al que no nos sentiríamos orgullosos de subir. Esa es la promesa detrás de cada anuncio, cada chárter y cada construcción que gestionamos.',
  } satisfies L,
  quotesTitle: { en: 'In their words', es: 'En sus palabras' } satisfies L,
  clients: [
    {
      quote: {
        en: 'Our broker found the yacht before we knew what we were looking for, then stayed with us through survey, sea trial and the first season.',
        es: 'Nuestro bróker encontró el yate antes de que supiéramos lo que buscábamos y nos acompañó en la inspección, la prueba de mar y la primera temporada.',
      },
      name: 'Richard & Helen M.',
      role: { en: 'Owners of a 48 m motor yacht', es: 'Armadores de un yate a motor de 48 m' },
    },
    {
      quote: {
        en: 'Two weeks in the Cyclades and not one detail missed. The crew knew our children’s names before we stepped aboard.',
        es: 'Dos semanas en las Cícladas sin que faltara un solo detalle. La tripulación sabía los nombres de nuestros hijos antes de subir a bordo.',
      },
      name: 'The Lindqvist family',
      role: { en: 'Charter guests, summer 2026', es: 'Invitados de chárter, verano de 2026' },
    },
    {
      quote: {
        en: 'The new-build team sat in every yard meeting for three years. We took delivery on the day they promised.',
        es: 'El equipo de nueva construcción asistió a cada reunión en el astillero durante tres años. Recibimos el barco el día prometido.',
      },
      name: 'A. Rahman',
      role: { en: 'Owner, 62 m custom build', es: 'Armador, construcción a medida de 62 m' },
    },
  ],
  staffQuote: {
    en: 'A charter is remembered for the small things: the right bay at the right hour, a chef who has asked the right questions.',
    es: 'Un chárter se recuerda por los pequeños detalles: la cala adecuada a la hora adecuada, un chef que ha hecho las preguntas adecuadas.',
  } satisfies L,
  headTeam: { en: 'Our head office team in Monaco', es: 'Nuestro equipo de la sede central en Mónaco' } satisfies L,
  headTeamText: {
    en: 'Brokerage, charter, management and marketing under one roof on the Monaco waterfront.',
    es: 'Compraventa, chárter, gestión y marketing bajo un mismo techo frente al puerto de Mónaco.',
  } satisfies L,
  team: { en: 'Meet the team', es: 'Conozca al equipo' } satisfies L,
};
