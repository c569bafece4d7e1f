/** Raw items the button__external___internal_link module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'button__external___internal_link',
  valid: [
    {
      name: 'external in a new tab',
      elements: {
        button_text: fx.text('Contact us'),
        theme: fx.choice('secondary'),
        link__page: fx.linked(),
        link__external: fx.text('https://example.com/brochure'),
        new_tab: fx.choice('yes'),
        contact_broker_drawer: fx.linked(),
        form_plus_broker: fx.choice(),
      },
    },
    { name: 'internal', elements: { button_text: fx.text('Contact us'), link__external: fx.text('/contact') } },
  ],
  invalid: [
    { why: 'text missing', element: 'button_text', elements: { link__external: fx.text('/x') } },
    { why: 'unknown theme', element: 'theme', elements: { button_text: fx.text('x'), theme: fx.choice('ghost') } },
    {
      why: 'script URL',
      element: 'link__external',
      elements: { button_text: fx.text('x'), link__external: fx.text('javascript:alert(1)') },
    },
  ],
});
