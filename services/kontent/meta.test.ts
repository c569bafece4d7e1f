import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLocalDeliveryApi } from './api';
import { createStore } from './store';
import { fixtureInput, getError } from '../../testing/kontent-fixture';

const input = fixtureInput();
const api = createLocalDeliveryApi({ store: createStore(input), maxResponseBytes: Infinity });

const pagination = z.object({ skip: z.number(), limit: z.number(), count: z.number(), next_page: z.string() });
const system = z.object({ codename: z.string() });
const typesBody = z.object({
  types: z.array(z.object({ system, elements: z.record(z.string(), z.unknown()) })),
  pagination,
});
const taxonomiesBody = z.object({ taxonomies: z.array(z.object({ system, terms: z.array(z.unknown()) })), pagination });
const languagesBody = z.object({ languages: z.array(z.object({ system })), pagination });

const get = async (url: string) => {
  const response = await api.handle({ method: 'GET', url, headers: {} });
  expect(response.status).toBe(200);
  return response.body;
};

describe('content types (spec 7.1)', () => {
  it('spec 7.1: GET types lists every type with pagination; skip/limit page them', async () => {
    const all = typesBody.parse(await get('/demo/types'));
    expect(all.types.map((t) => t.system.codename)).toEqual(input.types.map((t) => t.system.codename));
    expect(all.pagination).toMatchObject({ skip: 0, count: input.types.length, next_page: '' });
    const page = typesBody.parse(await get('/demo/types?skip=1&limit=2'));
    expect(page.types.map((t) => t.system.codename)).toEqual(input.types.slice(1, 3).map((t) => t.system.codename));
    expect(page.pagination.next_page).toContain('skip=3');
  });

  it('spec 7.1: GET types/{codename} returns the type with its elements', async () => {
    const type = z.object({ system, elements: z.record(z.string(), z.object({ type: z.string() })) }).parse(await get('/demo/types/yacht'));
    expect(type.system.codename).toBe('yacht');
    expect(type.elements['length']?.type).toBe('number');
  });

  it('spec 7.1: GET types/{type}/elements/{element} returns the element definition with its codename and options', async () => {
    const element = z.object({ codename: z.string(), type: z.string(), options: z.array(z.object({ codename: z.string() })) }).parse(await get('/demo/types/yacht/elements/yacht_type'));
    expect(element.codename).toBe('yacht_type');
    expect(element.type).toBe('multiple_choice');
    expect(element.options.map((o) => o.codename)).toEqual(['charter', 'sale']);
  });

  it('spec 7.1: an unknown type is a 404 (error_code 101); an unknown element of a type is 102', async () => {
    expect(await getError(api, '/demo/types/submarine')).toMatchObject({ status: 404, error: { error_code: 101 } });
    const element = await getError(api, '/demo/types/yacht/elements/wings');
    expect(element).toMatchObject({ status: 404, error: { error_code: 102 } });
    expect(element.error.message).toContain("'wings'");
  });
});

describe('taxonomies and languages (spec 7.1)', () => {
  it('spec 7.1: GET taxonomies lists the groups with nested terms', async () => {
    const body = taxonomiesBody.parse(await get('/demo/taxonomies'));
    expect(body.taxonomies.map((t) => t.system.codename)).toEqual(['page_type', 'yacht_features']);
    expect(body.pagination.count).toBe(2);
  });

  it('spec 7.1: GET taxonomies/{codename} returns one group; an unknown one is a 404 (error_code 104)', async () => {
    const group = z
      .object({
        system,
        terms: z.array(z.object({ codename: z.string(), terms: z.array(z.object({ codename: z.string() })) })),
      })
      .parse(await get('/demo/taxonomies/yacht_features'));
    expect(group.terms[0]?.terms[0]?.codename).toBe('jacuzzi');
    expect(await getError(api, '/demo/taxonomies/colours')).toMatchObject({ status: 404, error: { error_code: 104 } });
  });

  it('spec 2.1, 7.1: GET languages lists en and es', async () => {
    const body = languagesBody.parse(await get('/demo/languages'));
    expect(body.languages.map((l) => l.system.codename)).toEqual(['en', 'es']);
    expect(body.pagination).toMatchObject({ count: 2, next_page: '' });
  });
});
