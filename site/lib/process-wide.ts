/** One value per server process: site/lib/process-wide.mjs says why, and owns the slots. */
export { processWide } from './process-wide.mjs';
