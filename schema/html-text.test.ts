/** One reading of HTML as text for search records, structured data, brochures, addresses and link words. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlLines, htmlText } from './html-text';
import { plainText } from './itinerary/structured-data';
import { richTextLines } from './catalogue/office';
import { itemLinksIn } from './rich-text';

describe('HTML as text', () => {
  it('reads every entity once, by name or by number, and leaves an unknown one as written', () => {
    expect(decodeEntities('Fish &amp; chips &lt;b&gt; &quot;Eos&quot; d&#39;Antibes d&apos;Or&nbsp;x &#x2014; &#8364;5 &amp;lt; &bogus;')).toBe(
      'Fish & chips <b> "Eos" d\'Antibes d\'Or x — €5 &lt; &bogus;',
    );
  });

  it('parts words at blocks and line breaks and joins them across inline tags', () => {
    expect(htmlLines('<h2>Deck</h2><p>Yacht<em>s</em> for&nbsp;<strong>charter</strong><br/>and sale</p><ul><li>One</li><li>Two</li></ul>')).toEqual([
      'Deck',
      'Yachts for charter',
      'and sale',
      'One',
      'Two',
    ]);
    expect(htmlText('<p>Sun &amp; sand</p><p>next</p>')).toBe('Sun & sand next');
  });

  it('is the same reading for structured data, an office address and a rich-text link', () => {
    const html = '<p>Quai &#x26; Port&nbsp;Hercule<br>Monaco &#169;</p>';
    expect(plainText(html)).toBe('Quai & Port Hercule Monaco ©');
    expect(richTextLines(html)).toEqual(['Quai & Port Hercule', 'Monaco ©']);
    expect(itemLinksIn('<p><a data-item-id="x">Ya&shy;cht &#38; <em>crew</em>s</a></p>')).toEqual([{ itemId: 'x', words: 'Ya&shy;cht & crews' }]);
  });
});
