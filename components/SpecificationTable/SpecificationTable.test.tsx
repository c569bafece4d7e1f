// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { charterPage, salePage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { YachtLabels } from '../YachtLabels/YachtLabels';
import { SpecificationTable } from './SpecificationTable';

/** A length as both units' spans, of which the visitor's choice shows one. */
const bothUnits = (metres: HTMLElement) => [...(metres.parentElement?.children ?? [])].map((span) => [span.getAttribute('data-unit'), span.textContent]);

describe('yacht_labels_component and specification_table_component (spec 2.8, 3.3)', () => {
  it('lengths in both units (the switch shows one), key figures of the view', async () => {
    const labels = await renderDom(<YachtLabels {...propsFor('yacht_labels_component', {}, 'en', { page: charterPage, linked: yachtLinked })} />);
    expect(bothUnits(labels.getByText('50 m'))).toEqual([
      ['m', '50 m'],
      ['ft', '164\' 0"'],
    ]);
    expect(labels.getByText('Guests')).toBeTruthy();
    const table = await renderDom(<SpecificationTable {...propsFor('specification_table_component', {}, 'en', { page: salePage, linked: yachtLinked })} />);
    expect(table.container.querySelector('#specification')).not.toBeNull();
    expect(bothUnits(table.getByText('9.4 m'))).toEqual([
      ['m', '9.4 m'],
      ['ft', '30\' 10"'],
    ]);
    expect(table.getByText('6 (4 double, 2 twin)')).toBeTruthy();
    expect(table.getByText('16.5 kn')).toBeTruthy();
    expect(table.container.querySelector('[data-preference="units"]')).not.toBeNull();
    expect(table.container.querySelector('[data-preference="currency"]')).toBeNull();
  });

  it('Spanish labels', async () => {
    const table = await renderDom(<SpecificationTable {...propsFor('specification_table_component', {}, 'es', { page: salePage, linked: yachtLinked })} />);
    expect(table.container.textContent).toContain('Especificaciones');
    expect(table.getByText('Manga')).toBeTruthy();
    expect(table.container.textContent).toContain('Metros (m)');
  });
});
