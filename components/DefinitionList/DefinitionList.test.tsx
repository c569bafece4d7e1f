import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { DefinitionList } from './DefinitionList';

describe('definition_list_component', () => {
  it('is a real <dl>: each term a <dt> with its definition in a <dd>', async () => {
    const html = await renderHtml(<DefinitionList {...propsFor('definition_list_component', { items: fx.linked(...entryCodenames) }, 'en', { linked: listEntries })} />);
    expect(html).toMatch(/<dl class="dl">(<div><dt>.*?<\/dt><dd>.*?<\/dd><\/div>){3}<\/dl>/);
    expect(html).toContain('<dt>APA</dt><dd>Advance provisioning allowance, about 30% of the fee</dd>');
  });
});
