import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { charterPage, salePage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { YachtLabels } from '../YachtLabels/YachtLabels';
import { SpecificationTable } from './SpecificationTable';

describe('yacht_labels_component and specification_table_component (spec 2.8, 3.3)', () => {
  it('lengths in both units (the switch shows one), key figures of the view', () => {
    const labels = renderToStaticMarkup(<YachtLabels {...propsFor('yacht_labels_component', {}, 'en', { page: charterPage, linked: yachtLinked })} />);
    expect(labels).toContain('<span data-unit="m">50 m</span><span data-unit="ft">164&#x27; 0&quot;</span>');
    expect(labels).toContain('Guests');
    const table = renderToStaticMarkup(
      <SpecificationTable {...propsFor('specification_table_component', {}, 'en', { page: salePage, linked: yachtLinked })} />,
    );
    expect(table).toContain('id="specification"');
    expect(table).toContain('<span data-unit="m">9.4 m</span><span data-unit="ft">30&#x27; 10&quot;</span>');
    expect(table).toContain('6 (4 double, 2 twin)');
    expect(table).toContain('16.5 kn');
    expect(table).toContain('data-preference="units"');
    expect(table).not.toContain('data-preference="currency"');
  });

  it('Spanish labels', () => {
    const table = renderToStaticMarkup(
      <SpecificationTable {...propsFor('specification_table_component', {}, 'es', { page: salePage, linked: yachtLinked })} />,
    );
    expect(table).toContain('Especificaciones');
    expect(table).toContain('Manga');
    expect(table).toContain('Metros (m)');
  });
});
