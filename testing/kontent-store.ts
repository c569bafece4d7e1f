/** Writes the test fixture's content store to a folder, as the demo generator writes the demo store. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_FILES } from '../services/kontent/store';
import { fixtureInput } from './kontent-fixture';

export const writeFixtureStore = (dir: string, environmentId = 'demo'): void => {
  const input = fixtureInput();
  writeFileSync(join(dir, STORE_FILES.manifest), JSON.stringify({ ...input.manifest, environmentId }));
  writeFileSync(join(dir, STORE_FILES.types), JSON.stringify(input.types));
  writeFileSync(join(dir, STORE_FILES.taxonomies), JSON.stringify(input.taxonomies));
  writeFileSync(join(dir, STORE_FILES.published), JSON.stringify(input.published));
  writeFileSync(join(dir, STORE_FILES.preview), JSON.stringify(input.preview));
};
