import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { NewsletterTeaser } from './NewsletterTeaser';

describe('newsletter_teaser_component', () => {
  it("the button opens the site's newsletter form in the form drawer, in the page language (spec 2.7, 2.13)", async () => {
    const html = await renderHtml(
      <NewsletterTeaser {...propsFor('newsletter_teaser_component', { headline: fx.text('Sigamos en contacto'), button_text: fx.text('Solicitar boletín') }, 'es')} />,
    );
    expect(html).toMatch(/<h2[^>]*>Sigamos en contacto<\/h2>/);
    expect(html).toMatch(/<a href="\/forms\/newsletter\/\?lang=es" data-drawer="form"[^>]*>Solicitar boletín<\/a>/);
  });
});
