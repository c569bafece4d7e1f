import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { HorizontalList } from './HorizontalList';

describe('horizontal_list_component', () => {
  it('shows the entries in one row, with their pictures loading lazily', async () => {
    const html = await renderHtml(<HorizontalList {...propsFor('horizontal_list_component', { headline: fx.text('Services'), items: fx.linked(...entryCodenames) }, 'en', { linked: listEntries })} />);
    expect(html).toMatch(/<ul class="hl" tabindex="0" aria-label="Services">(<li>.*?<\/li>){3}<\/ul>/);
    expect(html).toMatch(/<h3 class="li-t">Crew<\/h3>/);
    expect(html).toContain('loading="lazy"');
  });
});
