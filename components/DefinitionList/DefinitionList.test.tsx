// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { DefinitionList } from './DefinitionList';

describe('definition_list_component', () => {
  it('is a real <dl>: each term a <dt> with its definition in a <dd>', async () => {
    const page = await renderDom(<DefinitionList {...propsFor('definition_list_component', { items: fx.linked(...entryCodenames) }, 'en', { linked: listEntries })} />);
    const terms = page.getAllByRole('term');
    expect(terms).toHaveLength(3);
    for (const term of terms) expect([term.closest('dl'), term.nextElementSibling?.tagName]).toEqual([page.container.querySelector('dl'), 'DD']);
    expect(page.getAllByRole('definition')).toHaveLength(3);
    expect(page.getByText('APA', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Advance provisioning allowance, about 30% of the fee');
  });
});
