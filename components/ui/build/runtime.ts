/**
 * Spec 4.9 in the browser, loaded as a chunk of its own once the page has settled
 * (site/ui/PageBehaviour.client.tsx), so the page's first-load script stays as it was: the listener
 * for chunks of an old build and the poll for a new deployment.
 */
import { startBuildWatch } from './build-watch';
import { watchChunkErrors } from './chunk-reload';

export const startBuildRuntime = (): (() => void) => {
  const stopChunks = watchChunkErrors();
  const watch = startBuildWatch();
  return () => {
    stopChunks();
    watch.stop();
  };
};
