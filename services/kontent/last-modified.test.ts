/**
 * last_modified as hosted Kontent writes it (spec 7.1): seven fraction digits
 * ("2019-09-16T09:30:06.1123998Z", the SDK's recorded responses), served as stored, and filters and
 * order on it exact to the last digit: two changes within one millisecond are still two times.
 */
import { describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { createStore } from './store';
import { codenamesOf, el, fixtureInput, getItems, variant } from '../../testing/kontent-fixture';

const at = (codename: string, lastModified: string) => variant(codename, 'article', 'en', { title: el.text(codename) }, { last_modified: lastModified });

const articles = [at('first', '2019-09-16T09:30:06.1123997Z'), at('second', '2019-09-16T09:30:06.1123998Z'), at('third', '2019-09-16T09:30:06.1123999Z'), at('earlier', '2019-09-16T09:30:06.11Z')];
const input = fixtureInput();
const api = createLocalDeliveryApi({ store: createStore({ ...input, published: articles, preview: articles }), maxResponseBytes: Infinity });
const list = async (query: string) => codenamesOf((await getItems(api, `/demo/items?system.type=article&${query}`)).body);

describe('last_modified with seven fraction digits (spec 7.1)', () => {
  it('spec 7.1: is served with its seven digits', async () => {
    const { body } = await getItems(api, '/demo/items?system.codename=second');
    expect(body.items[0]?.system.last_modified).toBe('2019-09-16T09:30:06.1123998Z');
  });

  it('spec 7.1: filters compare it to the last digit', async () => {
    expect(await list('system.last_modified[gt]=2019-09-16T09:30:06.1123997Z')).toEqual(['second', 'third']);
    expect(await list('system.last_modified[lt]=2019-09-16T09:30:06.1123998Z')).toEqual(['earlier', 'first']);
    expect(await list('system.last_modified[eq]=2019-09-16T09:30:06.1123998Z')).toEqual(['second']);
    expect(await list('system.last_modified[range]=2019-09-16T09:30:06.1123998Z,2019-09-16T09:30:06.1123999Z')).toEqual(['second', 'third']);
  });

  it('spec 7.1: ordering by it keeps changes within one millisecond apart', async () => {
    expect(await list('order=system.last_modified[desc]')).toEqual(['third', 'second', 'first', 'earlier']);
    expect(await list('order=system.last_modified[asc]')).toEqual(['earlier', 'first', 'second', 'third']);
  });
});
