import { describe, expect, it } from 'vitest';
import { createLocalDeliveryApi } from './api';
import { createStore } from './store';
import { codenamesOf, fixtureInput, getError, getItems } from '../../testing/kontent-fixture';

const api = createLocalDeliveryApi({ store: createStore(fixtureInput()), maxResponseBytes: Infinity });

/** Codenames of the yachts a filter keeps, in default (codename) order. */
const yachts = async (filter: string): Promise<string[]> => codenamesOf((await getItems(api, `/demo/items?system.type=yacht&${filter}`)).body);

describe('system filters (spec 7.1)', () => {
  it('spec 7.1: system.type = and [in] keep items of those types', async () => {
    expect(codenamesOf((await getItems(api, '/demo/items?system.type=person')).body)).toEqual(['broker_anna', 'broker_ben']);
    expect(codenamesOf((await getItems(api, '/demo/items?system.type[in]=office,region')).body)).toEqual(['office_monaco', 'region_med']);
  });

  it('spec 7.1: system.codename = and [in] pick items by codename', async () => {
    expect(codenamesOf((await getItems(api, '/demo/items?system.codename=coral')).body)).toEqual(['coral']);
    expect(codenamesOf((await getItems(api, '/demo/items?system.codename[in]=hero,cta,unknown')).body)).toEqual(['cta', 'hero']);
  });

  it('spec 7.1: system.collection = and [in]', async () => {
    expect(await yachts('system.collection=fleet')).toEqual(['aurora', 'blue_horizon']);
    expect(await yachts('system.collection[in]=default')).toEqual(['coral', 'dawn']);
  });

  it('spec 7.1: system.workflow_step[neq]=archived drops archived items', async () => {
    expect(await yachts('system.workflow_step[neq]=archived')).toEqual(['aurora', 'blue_horizon', 'coral']);
  });

  it('spec 7.1: system.last_modified compares chronologically', async () => {
    expect(await yachts('system.last_modified[gte]=2024-02-15')).toEqual(['aurora', 'coral']);
  });
});

describe('element filters by element type (spec 7.1)', () => {
  it('spec 7.1: text and url_slug compare as strings: eq, neq, in, nin', async () => {
    expect(await yachts('elements.name[eq]=Coral')).toEqual(['coral']);
    expect(await yachts('elements.name=Coral')).toEqual(['coral']);
    expect(await yachts('elements.name[neq]=Coral')).toEqual(['aurora', 'blue_horizon', 'dawn']);
    expect(await yachts('elements.name[in]=Aurora,Coral')).toEqual(['aurora', 'coral']);
    expect(await yachts('elements.name[nin]=Aurora,Coral')).toEqual(['blue_horizon', 'dawn']);
    const pages = await getItems(api, '/demo/items?system.type=page&elements.url_slug=/yacht-charter');
    expect(codenamesOf(pages.body)).toEqual(['charter']);
  });

  it('spec 7.1: text empty/nempty treat an empty string as empty', async () => {
    expect(await yachts('elements.name[empty]')).toEqual(['dawn']);
    expect(await yachts('elements.name[nempty]')).toEqual(['aurora', 'blue_horizon', 'coral']);
  });

  it('spec 7.1: text compares in string order for gt/lt', async () => {
    expect(await yachts('elements.name[gt]=Blue')).toEqual(['blue_horizon', 'coral']);
  });

  it('spec 7.1: number elements compare numerically (not as strings)', async () => {
    expect(await yachts('elements.length[gt]=45.5')).toEqual(['blue_horizon', 'dawn']);
    expect(await yachts('elements.length[gte]=45.5')).toEqual(['aurora', 'blue_horizon', 'dawn']);
    expect(await yachts('elements.length[lt]=62')).toEqual(['aurora', 'coral']);
    expect(await yachts('elements.length[lte]=62')).toEqual(['aurora', 'blue_horizon', 'coral']);
    expect(await yachts('elements.length[eq]=62')).toEqual(['blue_horizon']);
    expect(await yachts('elements.length[in]=30,80')).toEqual(['coral', 'dawn']);
    expect(await yachts('elements.length[nin]=30,80')).toEqual(['aurora', 'blue_horizon']);
    // As strings "100" < "45.5"; numerically no yacht is longer than 100.
    expect(await yachts('elements.length[gt]=100')).toEqual([]);
  });

  it('spec 7.1: range=low,high is inclusive at both ends', async () => {
    expect(await yachts('elements.length[range]=30,62')).toEqual(['aurora', 'blue_horizon', 'coral']);
    expect(await yachts('elements.price[range]=800000,1200000')).toEqual(['aurora', 'coral']);
  });

  it('spec 7.1: a null number is empty, never greater or smaller', async () => {
    expect(await yachts('elements.price[empty]')).toEqual(['blue_horizon']);
    expect(await yachts('elements.price[nempty]')).toEqual(['aurora', 'coral', 'dawn']);
    expect(await yachts('elements.price[lt]=100000000')).toEqual(['aurora', 'coral', 'dawn']);
  });

  it('spec 7.1: date_time elements compare chronologically', async () => {
    expect(await yachts('elements.built[gt]=2015-06-01T00:00:00Z')).toEqual(['blue_horizon']);
    expect(await yachts('elements.built[lte]=2015-06-01')).toEqual(['aurora', 'coral']);
    expect(await yachts('elements.built[range]=2010-01-01,2020-01-01')).toEqual(['aurora', 'blue_horizon']);
    expect(await yachts('elements.built[empty]')).toEqual(['dawn']);
  });

  it('spec 7.1: multiple_choice matches by option codename: contains, any, all, empty', async () => {
    expect(await yachts('elements.yacht_type[contains]=charter')).toEqual(['aurora', 'blue_horizon']);
    expect(await yachts('elements.yacht_type[any]=sale,charter')).toEqual(['aurora', 'blue_horizon', 'coral']);
    expect(await yachts('elements.yacht_type[all]=sale,charter')).toEqual(['blue_horizon']);
    expect(await yachts('elements.yacht_type[empty]')).toEqual(['dawn']);
    expect(await yachts('elements.yacht_type[nempty]')).toEqual(['aurora', 'blue_horizon', 'coral']);
  });

  it('spec 7.1: taxonomy matches by term codename', async () => {
    expect(await yachts('elements.features[contains]=jacuzzi')).toEqual(['aurora', 'dawn']);
    expect(await yachts('elements.features[all]=jacuzzi,gym')).toEqual(['aurora']);
    expect(await yachts('elements.features[any]=gym')).toEqual(['aurora', 'blue_horizon']);
    expect(await yachts('elements.features[empty]')).toEqual(['coral']);
  });

  it('spec 7.1: modular_content matches by linked item codename', async () => {
    expect(await yachts('elements.brokers[contains]=broker_ben')).toEqual(['blue_horizon', 'dawn']);
    expect(await yachts('elements.brokers[all]=broker_anna,broker_ben')).toEqual(['blue_horizon']);
    expect(await yachts('elements.brokers[empty]')).toEqual(['coral']);
  });

  it('spec 7.1: assets can be asked for emptiness', async () => {
    expect(await yachts('elements.gallery[nempty]')).toEqual(['aurora', 'coral']);
  });

  it('spec 7.1: filters combine with AND', async () => {
    expect(await yachts('elements.yacht_type[contains]=charter&elements.length[gt]=50')).toEqual(['blue_horizon']);
  });

  it('spec 7.1: an item without the filtered element does not match', async () => {
    const all = await getItems(api, '/demo/items?elements.length[neq]=30');
    expect(codenamesOf(all.body)).toEqual(['aurora', 'blue_horizon', 'dawn']);
  });

  it('spec 7.1: a word where a number element is compared is a 400 naming the filter', async () => {
    const { status, error } = await getError(api, '/demo/items?elements.price[gt]=cheap');
    expect(status).toBe(400);
    expect(error.message).toContain("'elements.price[gt]'");
    expect(error.message).toContain("'cheap'");
  });

  it('spec 7.1: an unparseable date is a 400', async () => {
    expect((await getError(api, '/demo/items?elements.built[lt]=yesterday')).status).toBe(400);
  });
});

describe('ordering (spec 7.1)', () => {
  it('spec 7.1: order by a number element, ascending and descending; items without a value come last', async () => {
    const asc = await getItems(api, '/demo/items?system.type=yacht&order=elements.price[asc]');
    expect(codenamesOf(asc.body)).toEqual(['coral', 'aurora', 'dawn', 'blue_horizon']);
    const desc = await getItems(api, '/demo/items?system.type=yacht&order=elements.price[desc]');
    expect(codenamesOf(desc.body)).toEqual(['dawn', 'aurora', 'coral', 'blue_horizon']);
  });

  it('spec 7.1: order by a date element and by system.last_modified', async () => {
    const built = await getItems(api, '/demo/items?system.type=yacht&order=elements.built[desc]');
    expect(codenamesOf(built.body)).toEqual(['blue_horizon', 'aurora', 'coral', 'dawn']);
    const modified = await getItems(api, '/demo/items?system.type=yacht&order=system.last_modified[desc]');
    expect(codenamesOf(modified.body)).toEqual(['coral', 'aurora', 'blue_horizon', 'dawn']);
  });

  it('spec 7.1: order by a text element and by system.name', async () => {
    const byName = await getItems(api, '/demo/items?system.type=yacht&order=elements.name[asc]');
    expect(codenamesOf(byName.body)).toEqual(['aurora', 'blue_horizon', 'coral', 'dawn']);
    const bySystemName = await getItems(api, '/demo/items?system.type=person&order=system.name[desc]');
    expect(codenamesOf(bySystemName.body)).toEqual(['broker_ben', 'broker_anna']);
  });

  it('spec 7.1: without order, items come in codename order', async () => {
    const all = codenamesOf((await getItems(api, '/demo/items')).body);
    expect(all).toEqual([...all].sort());
    expect(all.length).toBeGreaterThan(10);
  });
});
