// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FaqRichText } from './FaqRichText';

describe('faq_rich_text', () => {
  it('shows the title and the passage; no title, no heading', async () => {
    const titled = await renderDom(
      <FaqRichText {...propsFor('faq_rich_text', { title: fx.text('Before you book'), text: fx.richText('<p>Think about the season.</p>') })} renderRichText={renderRichText} />,
    );
    expect(titled.getByRole('heading', { level: 2, name: 'Before you book' })).toBeTruthy();
    expect(titled.getByText('Think about the season.')).toBeTruthy();
    const plain = await renderDom(<FaqRichText {...propsFor('faq_rich_text', { text: fx.richText('<p>Plain.</p>') }, 'es')} renderRichText={renderRichText} />);
    expect(plain.queryByRole('heading')).toBeNull();
    expect(plain.getByText('Plain.')).toBeTruthy();
  });
});
