/** The visitor's country currency (spec 9.1), per visitor and never cached: site/lib/country.ts. */
import type { NextRequest } from 'next/server';
import { countryCurrencyAnswer } from '../../../lib/country';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return countryCurrencyAnswer(request);
}
