import type { AnalyticsConfig } from '../../../schema/consent/analytics';
import type { Words } from '../../../schema/words';

/** What the layout hands the page when analytics is configured (spec 7.4); nothing otherwise. */
export type ConsentProps = { config: AnalyticsConfig; words: Words<'consent'>; policyHref: string };
