/** Raw items the definition_list_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { entryCodenames, listEntries } from './list-item.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'definition_list_component',
  valid: [
    { name: 'headed', elements: { headline: fx.text('What is included'), items: fx.linked(...entryCodenames) }, linked: listEntries },
    {
      name: 'no headline, no animation',
      elements: { items: fx.linked(...entryCodenames), content_flags: fx.choice('animation_disabled') },
      linked: listEntries,
    },
  ],
  invalid: [
    { why: 'items missing', element: 'items', elements: { headline: fx.text('x') } },
    { why: 'items not linked items', element: 'items', elements: { items: fx.text('x') } },
  ],
});
