'use client';
/**
 * Browsers run zod without its compiled fast path: the site's Content-Security-Policy forbids
 * eval (issue 20 §1), and zod's first parse probes `Function('')`, which the browser reports as a
 * violation. Islands that parse with zod import this first.
 */
import { z } from 'zod';

z.config({ jitless: true });
