/** Site-wide settings from the environment. */
import { z } from 'zod';

const env = z
  .object({ SITE_URL: z.url().optional(), PORT: z.coerce.number().int().min(1).max(65535).optional() })
  .parse({ SITE_URL: process.env.SITE_URL || undefined, PORT: process.env.PORT || undefined });

/** Absolute base for canonical links and social images (spec 2.5); by default the local server's own port. */
export const SITE_URL = (env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
