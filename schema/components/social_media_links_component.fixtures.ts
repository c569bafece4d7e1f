/** Raw items the social_media_links_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'social_media_links_component',
  valid: [
    {
      name: 'three networks',
      elements: {
        headline: fx.text('Follow us'),
        social_instagram: fx.text('https://www.instagram.com/halcyonyachts'),
        social_youtube: fx.text('https://www.youtube.com/@halcyonyachts'),
        social_linkedin: fx.text('https://www.linkedin.com/company/halcyonyachts'),
      },
    },
    { name: 'none yet', elements: { headline: fx.text('Follow us'), social_tiktok: fx.text('') } },
  ],
  invalid: [{ why: 'plain http', element: 'social_facebook', elements: { social_facebook: fx.text('http://facebook.com/x') } }],
});
