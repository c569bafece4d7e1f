/**
 * specification_table_component (spec 2.8, 3.3): the page's yacht's specification, the rows of
 * 'Spec labels shown' that have values, with lengths in metres and feet and a units switch beside it.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, optionalText, text, toBackground } from '../elements';
import { pageYacht } from '../yacht/view';
import { specRows, type SpecRow } from './specification_table_component.rows';

/** The anchor of the section, read by the jump-to menu. */
export const SPECIFICATION_SECTION_ID = 'specification' satisfies YachtSectionId;

export type SpecificationTableProps = {
  locale: Locale;
  /** The editor's heading; the component's own ('Specification') when empty. */
  title: string | null;
  rows: SpecRow[] | null;
  background: Background;
};

export const specificationTableComponent = defineComponent({
  codename: 'specification_table_component',
  elements: z.looseObject({ title: text().optional(), background_color__options: background().optional() }),
  toProps: (el, ctx): SpecificationTableProps => {
    const yacht = pageYacht(ctx);
    const view = ctx.page.yachtType ?? (yacht?.dataType === 'charter' ? 'charter' : 'sale');
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      rows: yacht ? specRows(yacht.api, view, ctx.locale) : null,
      background: toBackground(el.background_color__options),
    };
  },
});
