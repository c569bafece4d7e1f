/** Site-wide settings from the checked environment (schema/env.ts). */
import { serverEnv } from './env';

/** Absolute base for canonical links and social images (spec 2.5); by default the site's own port. */
export const SITE_URL = serverEnv().SITE_URL;

/**
 * The server's own address, for the requests it makes to itself (the proxy's route table, the form
 * host's stylesheets). Never the request's Host header: a visitor controls it, and what is read
 * from it is kept for every visitor.
 */
export const selfOrigin = (): string => `http://localhost:${serverEnv().PORT}`;
