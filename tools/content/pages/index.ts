/** Every editorial page of spec 2.2, in the order they are generated (codenames depend on it). */
import type { Generator } from '../context';
import { generateAboutPages } from './about';
import { generateAppRoutePages } from './app-routes';
import { generateBuildPages } from './build';
import { generateBuyPages } from './buy';
import { generateCharterPages } from './charter';
import { generateContactPages } from './contact';
import { generateCrewPages } from './crew';
import { generateDestinationPages } from './destinations';
import { generateEventPages } from './events';
import { generateFaqPages } from './faq';
import { generateHomePages } from './home';
import { generateItineraryPages } from './itineraries';
import { generateLegalPages } from './legal';
import { generateManagePages } from './manage';
import { generateNewsPages } from './news';
import { generateRedirects } from './redirects';
import { generateSellPages } from './sell';
import { resetComponentCounter } from './shared';
import { generatePersonPages } from '../catalogue/people-pages';

export const generatePages: Generator = (ctx) => {
  resetComponentCounter();
  for (const generate of [
    generateHomePages,
    generateCharterPages,
    generateBuyPages,
    generateSellPages,
    generateBuildPages,
    generateManagePages,
    generateCrewPages,
    generateAboutPages,
    generateContactPages,
    generateNewsPages,
    generateEventPages,
    generateDestinationPages,
    generateLegalPages,
    generateAppRoutePages,
    generateRedirects,
    generateFaqPages,
    generateItineraryPages,
    // Last: the people's pages (spec 3.8) come from the person items the generators above made.
    generatePersonPages,
  ]) {
    generate(ctx);
  }
};
