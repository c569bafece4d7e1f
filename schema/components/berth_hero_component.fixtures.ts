/** Raw items the berth_hero_component module must accept and reject: it shows the page's berth. */
import { validBerthElements } from '../catalogue/berth.fixtures';
import type { PageContext } from '../define';
import { defineFixtures, fx, item } from '../fixtures';

const [monaco = {}, antibes = {}] = validBerthElements;

export const berthPage: PageContext = { yachtType: null, yacht: null, berth: 'berth_monaco', path: '/berths-for-sale/port-hercule-40m-berth', gallery: null };

export const berthLinked = [
  item('berth', 'berth_monaco', monaco),
  item('berth', 'berth_antibes', {
    ...antibes,
    location: fx.text('Antibes'),
    country: fx.text('France'),
    beam: fx.number(14),
    beam_feet: fx.number(45),
    beam_inches: fx.number(11),
    price: fx.number(6_900_000),
    currency: fx.text('EUR'),
  }),
];

export const fixtures = defineFixtures({
  codename: 'berth_hero_component',
  valid: [
    { name: 'berth page on grey, no list', elements: { background_color__options: fx.choice('grey') }, page: berthPage, linked: berthLinked },
    { name: 'berth page with its neighbours', elements: { berths: fx.linked('berth_monaco', 'berth_antibes') }, page: berthPage, linked: berthLinked },
  ],
  invalid: [{ why: 'berths is text', element: 'berths', elements: { berths: fx.text('berth_monaco') }, page: berthPage, linked: berthLinked }],
});
