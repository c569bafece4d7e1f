/** Site-wide settings from the checked environment (schema/env.ts). */
import { serverEnv } from './env';

/** Absolute base for canonical links and social images (spec 2.5); by default the site's own port. */
export const SITE_URL = serverEnv().SITE_URL;
