/** Raw items the newsletter_teaser_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'newsletter_teaser_component',
  valid: [
    {
      name: 'site form',
      elements: {
        headline: fx.text("Let's keep in touch"),
        text: fx.text('News of new yachts'),
        button_text: fx.text('Request newsletter'),
      },
    },
    {
      name: 'hosted form',
      elements: {
        headline: fx.text('News'),
        button_text: fx.text('Sign up'),
        form_url: fx.text('https://forms.example.com/forms/newsletter/'),
      },
    },
  ],
  invalid: [
    { why: 'button text missing', element: 'button_text', elements: { headline: fx.text('News') } },
    {
      why: 'not the newsletter form',
      element: 'form_url',
      elements: { headline: fx.text('News'), button_text: fx.text('Go'), form_url: fx.text('https://evil.example.com/') },
    },
  ],
});
