/** `npm run search:serve -- --port 4020`: the embedded engine over HTTP, over the index file of SEARCH_DIR. */
import path from 'node:path';
import { createSearchServer, openLocalSearch } from '../../services/search';

export const runSearchServe = async ({ port, dir }: { port: number; dir: string }): Promise<void> => {
  const local = openLocalSearch(path.resolve(dir), { persist: true });
  const indexes = local.engine.list();
  if (indexes.length === 0) console.log(`No search index in ${dir} yet: run npm run search:index (or write to this server through the algoliasearch client).`);
  const server = createSearchServer(local.handler);
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  console.log(`Embedded search engine on http://localhost:${port} (${indexes.length} indexes from ${dir})`);
  console.log(`  algoliasearch(appId, key, { hosts: [{ url: 'localhost', port: ${port}, protocol: 'http', accept: 'readWrite' }] })`);
};
