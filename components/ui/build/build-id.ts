/**
 * Spec 4.9: the id of the build this code belongs to. Not configuration: site/next.config.ts
 * compiles the literal in at build time (its `env`), into the pages' scripts and the server alike.
 */
// eslint-disable-next-line no-restricted-properties -- replaced by the build, never read at run time
export const BUILD_ID: string = process.env.SITE_BUILD_ID ?? '';
