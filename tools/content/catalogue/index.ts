/** Every catalogue generator, in a fixed order (codenames and media depend on it). */
import type { Generator } from '../context';
import { resetComponentCounter } from '../pages/shared';
import { generateBerths } from './berths';
import { generateBrokerDrawers } from './broker-drawers';
import { generateFaqs } from './faq';
import { generateFooter } from './footer';
import { generateMenu } from './menu';
import { generateOffices } from './offices';
import { generatePartners } from './partners';
import { generatePeople } from './people';
import { generatePodcasts } from './podcasts';
import { generateShipyards } from './shipyards';
import { generateYachts } from './yachts';

export const generateCatalogue: Generator = (ctx) => {
  // Component codenames count from zero on every run, so a second run in one process is identical.
  resetComponentCounter();
  const offices = generateOffices(ctx);
  const people = generatePeople(ctx, offices);
  generateBrokerDrawers(ctx, people);
  const yachts = generateYachts(ctx);
  const fleet = new Map<string, number>();
  for (const y of yachts) fleet.set(y.facts.builder.slug, (fleet.get(y.facts.builder.slug) ?? 0) + 1);
  generateShipyards(ctx, fleet);
  generateBerths(ctx);
  generateFaqs(ctx);
  generatePodcasts(ctx, people);
  generatePartners(ctx);
  generateMenu(ctx, yachts);
  generateFooter(
    ctx,
    [...offices.values()].map((o) => o.codename),
  );
};
