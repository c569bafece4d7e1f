/** The embedded search engine: state, the REST handler, its in-process requester and HTTP server. */
import { SearchEngine } from './engine';
import { createEngineHandler, type EngineKeys } from './handler';
import { engineRequester } from './requester';
import { loadDump, saveDump } from './storage';

export { SearchEngine, EngineError, type Dump } from './engine';
export { createEngineHandler, isSearchCall, MAX_HITS_PER_REQUEST, MAX_QUERIES_PER_REQUEST, type EngineHandler, type EngineKeys, type EngineRequest, type EngineResponse } from './handler';
export { createInFlightLimit, IN_FLIGHT_RETRY_AFTER_SECONDS, MAX_SEARCHES_IN_FLIGHT, type InFlightLimit } from './in-flight';
export { engineRequester } from './requester';
export { createSearchServer } from './server';
export { INDEX_FILE, loadDump, saveDump, SearchStoreError } from './storage';

const PERSIST_DELAY_MS = 500;

export type LocalSearch = { engine: SearchEngine; handler: ReturnType<typeof createEngineHandler>; requester: ReturnType<typeof engineRequester> };

/** An engine over the index file of `dir` (empty when there is none yet), with its handler and requester. */
export const openLocalSearch = (dir: string | null, options: { keys?: EngineKeys; persist?: boolean } = {}): LocalSearch => {
  const engine = new SearchEngine(dir ? (loadDump(dir) ?? undefined) : undefined);
  if (dir && options.persist) {
    // Writes come in bursts (a batch per chunk): save once the burst is over.
    let timer: NodeJS.Timeout | null = null;
    engine.onChange = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => saveDump(dir, engine.dump()), PERSIST_DELAY_MS);
      timer.unref();
    };
  }
  const handler = createEngineHandler(engine, options.keys);
  return { engine, handler, requester: engineRequester(handler) };
};
