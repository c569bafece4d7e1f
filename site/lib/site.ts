/** Site-wide settings from the environment. */
import { z } from 'zod';

const env = z
  .object({ SITE_URL: z.url().optional() })
  .parse({ SITE_URL: process.env.SITE_URL || undefined });

/** Absolute base for canonical links and social images (spec 2.5). */
export const SITE_URL = (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
