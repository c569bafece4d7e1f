import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { camelOf, GENERATED_INDEX, renderIndex, typeCodenames } from './catalogue-index';

describe('the list of component types is derived from schema/components (a type is one unit)', () => {
  it('names each module by its camel-case codename', () => {
    expect(camelOf('button__external___internal_link')).toBe('buttonExternalInternalLink');
    expect(camelOf('spacer_component')).toBe('spacerComponent');
  });

  it('the committed index lists exactly the type modules on disk (run npm run types:index)', async () => {
    expect(await readFile(GENERATED_INDEX, 'utf8')).toBe(renderIndex(await typeCodenames('.')));
  });
});
