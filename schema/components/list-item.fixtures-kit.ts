/** The list_item entries the list blocks' fixtures link to. */
import { dam, fx, item, sampleImage } from '../fixtures';

export const listEntries = [
  item('list_item', 'entry_crew', {
    title: fx.text('Crew'),
    text: fx.text('Chosen for the yacht and the guests'),
    media: dam(sampleImage),
  }),
  item('list_item', 'entry_route', {
    title: fx.text('Itinerary'),
    text: fx.text('Planned with the captain'),
    link: fx.text('/destinations'),
  }),
  item('list_item', 'entry_apa', { title: fx.text('APA'), text: fx.text('Advance provisioning allowance, about 30% of the fee') }),
];
export const entryCodenames = listEntries.map((entry) => entry.system.codename);
