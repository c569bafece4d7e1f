// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { NewsletterTeaser } from './NewsletterTeaser';

describe('newsletter_teaser_component', () => {
  it("the button opens the site's newsletter form in the form drawer, in the page language (spec 2.7, 2.13)", async () => {
    const page = await renderDom(<NewsletterTeaser {...propsFor('newsletter_teaser_component', { headline: fx.text('Sigamos en contacto'), button_text: fx.text('Solicitar boletín') }, 'es')} />);
    expect(page.getByRole('heading', { level: 2, name: 'Sigamos en contacto' })).toBeTruthy();
    const button = page.getByRole('link', { name: 'Solicitar boletín' });
    expect([button.getAttribute('href'), button.getAttribute('data-drawer')]).toEqual(['/forms/newsletter/?lang=es', 'form']);
  });
});
