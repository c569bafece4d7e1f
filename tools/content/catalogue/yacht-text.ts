/** Yacht descriptions in English and Spanish, written from the yacht's own facts. */
import { escapeHtml as h } from '../html';
import { createRng } from '../random';
import { formatAmount } from './rates';
import type { YachtFacts } from './yacht-facts';

type Both = { en: string; es: string };

const list = (items: string[], and: string): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);

const esNumber = (n: number): string => String(n).replace('.', ',');

const HULL_ES: Record<string, string> = { Steel: 'acero', Aluminium: 'aluminio', GRP: 'fibra de vidrio', Composite: 'composite' };

export const yachtKind = (y: YachtFacts): Both => (y.sail ? { en: 'sailing yacht', es: 'velero' } : { en: 'motor yacht', es: 'yate a motor' });

const opening = (y: YachtFacts, pick: number): Both => {
  const kind = yachtKind(y);
  const refitEn = y.refit ? ` and refitted in ${y.refit}` : '';
  const refitEs = y.refit ? ` y reformado en ${y.refit}` : '';
  const variants: Both[] = [
    {
      en: `<strong>${h(y.name)}</strong> is a ${y.length} m ${kind.en} built by ${h(y.builder.name)} in ${y.year}${refitEn}, with exterior lines by ${h(y.exteriorDesigner)} and interiors by ${h(y.interiorDesigner)}.`,
      es: `<strong>${h(y.name)}</strong> es un ${kind.es} de ${esNumber(y.length)} m construido por ${h(y.builder.name)} en ${y.year}${refitEs}, con líneas exteriores de ${h(y.exteriorDesigner)} e interiores de ${h(y.interiorDesigner)}.`,
    },
    {
      en: `Launched by ${h(y.builder.name)} in ${y.year}${refitEn}, the ${y.length} m <strong>${h(y.name)}</strong> pairs a ${y.hull.toLowerCase()} hull with an exterior by ${h(y.exteriorDesigner)}; ${h(y.interiorDesigner)} designed her interior.`,
      es: `Botado por ${h(y.builder.name)} en ${y.year}${refitEs}, el ${kind.es} <strong>${h(y.name)}</strong>, de ${esNumber(y.length)} m, combina un casco de ${HULL_ES[y.hull] ?? y.hull.toLowerCase()} con un exterior firmado por ${h(y.exteriorDesigner)}; el interior es obra de ${h(y.interiorDesigner)}.`,
    },
  ];
  return variants[pick % variants.length] ?? { en: '', es: '' };
};

const accommodation = (y: YachtFacts): Both => {
  const onMain = y.features.some((f) => f.label === 'Master on main');
  return {
    en: `She accommodates ${y.guests} guests in ${y.cabins.total} cabins, including a full-beam master suite${onMain ? ' on the main deck' : ''}, and is run by a crew of ${y.crew}.`,
    es: `Acoge a ${y.guests} invitados en ${y.cabins.total} camarotes, entre ellos una suite principal de manga completa${onMain ? ' en la cubierta principal' : ''}, y cuenta con una tripulación de ${y.crew} personas.`,
  };
};

const highlights = (y: YachtFacts): Both | null => {
  const picked = y.features.filter((f) => f.category.startsWith('Guest')).slice(0, 4);
  if (picked.length === 0) return null;
  return {
    en: `Highlights on board include ${h(
      list(
        picked.map((f) => f.label.toLowerCase()),
        'and',
      ),
    )}.`,
    es: `A bordo destacan ${h(
      list(
        picked.map((f) => f.es),
        'y',
      ),
    )}.`,
  };
};

const performance = (y: YachtFacts): Both =>
  y.sail
    ? {
        en: `Under sail she is quick and easily handled; under power she cruises at ${y.cruiseSpeed} knots with a range of ${formatAmount(y.range)} nautical miles.`,
        es: `A vela es rápido y fácil de manejar; a motor navega a ${esNumber(y.cruiseSpeed)} nudos de crucero con una autonomía de ${formatAmount(y.range).replace(',', '.')} millas náuticas.`,
      }
    : {
        en: `Twin ${h(y.engine.name)} engines give her a cruising speed of ${y.cruiseSpeed} knots, a top speed of ${y.maxSpeed} knots and a range of ${formatAmount(y.range)} nautical miles; ${h(y.stabilisers)} stabilisers keep her steady.`,
        es: `Dos motores ${h(y.engine.name)} le dan una velocidad de crucero de ${esNumber(y.cruiseSpeed)} nudos, una máxima de ${esNumber(y.maxSpeed)} nudos y una autonomía de ${formatAmount(y.range).replace(',', '.')} millas náuticas; los estabilizadores ${h(y.stabilisers)} aseguran la estabilidad.`,
      };

const market = (y: YachtFacts): Both => {
  const summer = y.summer.map((a) => a.phrase);
  const winter = y.winter.map((a) => a.phrase);
  const parts: Both[] = [];
  if (y.charter) {
    parts.push(
      winter.length
        ? {
            en: `She is available for charter in ${h(
              list(
                summer.map((a) => a.en),
                'and',
              ),
            )} in summer and in ${h(
              list(
                winter.map((a) => a.en),
                'and',
              ),
            )} in winter.`,
            es: `Está disponible para chárter en ${h(
              list(
                summer.map((a) => a.es),
                'y',
              ),
            )} en verano y en ${h(
              list(
                winter.map((a) => a.es),
                'y',
              ),
            )} en invierno.`,
          }
        : {
            en: `She is available for charter in ${h(
              list(
                summer.map((a) => a.en),
                'and',
              ),
            )} through the summer season.`,
            es: `Está disponible para chárter en ${h(
              list(
                summer.map((a) => a.es),
                'y',
              ),
            )} durante la temporada de verano.`,
          },
    );
  }
  if (y.sale) {
    parts.push({
      en: `Lying in ${h(y.lying.place)}, she is offered for sale ${y.sale.price ? 'by our brokers' : 'with the price on application'}, and viewings can be arranged at short notice.`,
      es: `Amarrado en ${h(y.lying.place)}, se ofrece a la venta ${y.sale.price ? 'a través de nuestros brókeres' : 'con precio a consultar'}, y las visitas pueden organizarse con poca antelación.`,
    });
  }
  if (y.market === 'ghost') {
    parts.push({
      en: 'She is not publicly listed; our brokers can share details discreetly with qualified clients.',
      es: 'No figura en el mercado público; nuestros brókeres pueden facilitar los detalles con discreción a clientes cualificados.',
    });
  }
  return { en: parts.map((p) => p.en).join(' '), es: parts.map((p) => p.es).join(' ') };
};

/** Two or three paragraphs of rich text per language. */
export const yachtDescription = (y: YachtFacts): Both => {
  const rng = createRng(`description:${y.index}:${y.name}`);
  const first = [opening(y, rng.int(0, 1)), accommodation(y)];
  const extra = highlights(y);
  const second = [performance(y), ...(extra ? [extra] : [])];
  const third = market(y);
  const paragraphs = (lang: 'en' | 'es') =>
    [first, second]
      .map((group) => `<p>${group.map((s) => s[lang]).join(' ')}</p>`)
      .concat(third[lang] ? [`<p>${third[lang]}</p>`] : [])
      .join('');
  return { en: paragraphs('en'), es: paragraphs('es') };
};
