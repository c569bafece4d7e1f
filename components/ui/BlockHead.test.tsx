// @vitest-environment happy-dom
/** The one section heading of the blocks: an h2, its gold rule, its intro. */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockHead } from './BlockHead';

afterEach(cleanup);

describe('BlockHead', () => {
  it('names the section with an h2, a decorative rule under it when asked, then the intro', () => {
    const { container } = render(
      <section aria-labelledby="partners-heading">
        <BlockHead text="Our partners" id="partners-heading" rule data-kontent-element-codename="title">
          <p>Yards and designers we trust.</p>
        </BlockHead>
      </section>,
    );
    const page = within(container);
    expect(page.getByRole('region', { name: 'Our partners' })).toBeTruthy();
    const heading = page.getByRole('heading', { level: 2, name: 'Our partners' });
    expect(heading.getAttribute('data-kontent-element-codename')).toBe('title');
    expect(heading.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    expect(page.getByText('Yards and designers we trust.').previousElementSibling).toBe(heading.nextElementSibling);
    expect(container.textContent).toBe('Our partnersYards and designers we trust.');
  });

  it('draws no heading and no rule without words, but keeps the intro', () => {
    const { container } = render(
      <BlockHead text={null} rule>
        <p>Only the intro.</p>
      </BlockHead>,
    );
    expect(within(container).queryByRole('heading')).toBeNull();
    expect(container.querySelector('[aria-hidden]')).toBeNull();
    expect(container.textContent).toBe('Only the intro.');
  });
});
