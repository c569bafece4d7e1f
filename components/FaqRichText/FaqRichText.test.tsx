import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { FaqRichText } from './FaqRichText';

describe('faq_rich_text', () => {
  it('shows the title and the passage; no title, no heading', async () => {
    const titled = await renderHtml(<FaqRichText {...propsFor('faq_rich_text', { title: fx.text('Before you book'), text: fx.richText('<p>Think about the season.</p>') })} renderRichText={renderRichText} />);
    expect(titled).toContain('>Before you book</h2>');
    expect(titled).toContain('Think about the season.');
    const plain = await renderHtml(<FaqRichText {...propsFor('faq_rich_text', { text: fx.richText('<p>Plain.</p>') }, 'es')} renderRichText={renderRichText} />);
    expect(plain).not.toContain('<h2');
    expect(plain).toContain('Plain.');
  });
});
