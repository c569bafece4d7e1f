/**
 * The footer's office details (spec 2.7, 3.8): address, phone, opening hours, time zone and place on
 * the map of every office in the footer configuration, fetched when the visitor nears the footer,
 * so pages carry only the selector's names. GET ?lang={locale}[&preview=true].
 */
import type { NextRequest } from 'next/server';
import type { OfficeDetails } from '../../../../components/OfficeMap/office-details';
import { getFooter } from '../../../lib/configuration';
import { onDemandAnswer } from '../../../lib/on-demand-route';

export function GET(request: NextRequest): Promise<Response> {
  return onDemandAnswer<OfficeDetails>(request, 'offices', async (locale, preview) => ({
    offices: (await getFooter(locale, preview))?.officeSelector.offices ?? [],
  }));
}
