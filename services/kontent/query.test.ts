import { describe, expect, it } from 'vitest';
import { DeliveryApiError } from './errors';
import { parseFilter, parseItemsQuery, parseOrder, parseQueryString } from './query';

const parse = (raw: string) => parseItemsQuery(parseQueryString(raw));

/** The Kontent error a parse throws (status and error_code), or undefined when it parses. */
const rejection = (raw: string): { status: number; code: number; message: string } | undefined => {
  try {
    parse(raw);
    return undefined;
  } catch (error) {
    if (!(error instanceof DeliveryApiError)) throw error;
    return { status: error.status, code: error.errorCode, message: error.message };
  }
};

describe('query string parsing (spec 7.1)', () => {
  it('spec 7.1: a bare system or element filter means eq, and [in] lists are split on commas', () => {
    const query = parse('system.type=yacht&system.codename[in]=a, b,,c&elements.url_slug=/yacht-charter');
    expect(query.filters).toEqual([
      { key: 'system.type', target: { kind: 'system', property: 'type' }, operator: 'eq', values: ['yacht'] },
      {
        key: 'system.codename[in]',
        target: { kind: 'system', property: 'codename' },
        operator: 'in',
        values: ['a', 'b', 'c'],
      },
      {
        key: 'elements.url_slug',
        target: { kind: 'element', codename: 'url_slug' },
        operator: 'eq',
        values: ['/yacht-charter'],
      },
    ]);
  });

  it('spec 7.1: every element operator is recognised, case-insensitively', () => {
    const operators = ['eq', 'neq', 'empty', 'nempty', 'all', 'any', 'contains', 'gt', 'gte', 'lt', 'lte', 'in', 'nin'];
    for (const operator of operators) {
      expect(parseFilter(`elements.price[${operator.toUpperCase()}]`, '1').operator).toBe(operator);
    }
    expect(parseFilter('elements.price[range]', '10,20')).toMatchObject({ operator: 'range', values: ['10', '20'] });
  });

  it('spec 7.1: percent-encoded brackets and values are decoded like any web server does', () => {
    const query = parse('elements.url_slug%5Beq%5D=%2Fyacht-charter');
    expect(query.filters[0]).toMatchObject({ operator: 'eq', values: ['/yacht-charter'] });
  });

  it('spec 7.1: paging, depth, language, order, projection and total count are read', () => {
    const query = parse('limit=10&skip=20&depth=4&language=es&order=elements.price[desc]&elements=title,url_slug&excludeElements=child_pages&includeTotalCount=true');
    expect(query).toMatchObject({
      limit: 10,
      skip: 20,
      depth: 4,
      language: 'es',
      order: { target: { kind: 'element', codename: 'price' }, direction: 'desc' },
      elements: ['title', 'url_slug'],
      excludeElements: ['child_pages'],
      includeTotalCount: true,
    });
  });

  it('spec 7.1: defaults are no limit, skip 0, depth 1, the default language and no total count', () => {
    expect(parse('')).toMatchObject({
      limit: undefined,
      skip: 0,
      depth: 1,
      language: undefined,
      includeTotalCount: false,
    });
  });

  it('spec 7.1: unknown parameters without a system./elements. prefix (cache busters) are ignored', () => {
    expect(parse('_=12345&utm_source=x').filters).toEqual([]);
  });

  it('spec 7.1: repeated filters all apply (the SDK repeats workflow_step[neq] on every page)', () => {
    expect(parse('system.workflow_step[neq]=archived&system.workflow_step[neq]=archived').filters).toHaveLength(2);
  });

  it('spec 7.1: order accepts system properties and defaults to ascending', () => {
    expect(parseOrder('system.last_modified')).toEqual({
      target: { kind: 'system', property: 'last_modified' },
      direction: 'asc',
    });
    expect(parseOrder('system.name[DESC]').direction).toBe('desc');
  });
});

describe('query errors (spec 5.3, 7.1, 8.6)', () => {
  it.each([
    ['limit=0', 1005, "'limit' must be a positive integer"],
    ['limit=-5', 1005, "'limit' must be a positive integer"],
    ['limit=ten', 1005, "'limit' must be a positive integer"],
    ['limit=1.5', 1005, "'limit' must be a positive integer"],
    ['skip=-1', 1006, "'skip' must be a positive integer number or zero"],
    ['skip=x', 1006, "'skip' must be a positive integer number or zero"],
    ['depth=-1', 1006, "'depth' must be a positive integer number or zero"],
    ['depth=deep', 1006, "'depth' must be a positive integer number or zero"],
  ])('spec 5.3: %s is a 400 with error_code %i', (raw, code, message) => {
    expect(rejection(raw)).toMatchObject({ status: 400, code });
    expect(rejection(raw)?.message).toContain(message);
  });

  it('spec 5.3: the bounds themselves are accepted: limit 1, skip 0, depth 0', () => {
    expect(rejection('limit=1&skip=0&depth=0')).toBeUndefined();
  });

  it('spec 7.1: an unknown operator is a 400 with error_code 1002 naming it', () => {
    expect(rejection('elements.price[between]=1')).toMatchObject({ status: 400, code: 1002 });
    expect(rejection('elements.price[between]=1')?.message).toContain("'between'");
  });

  it.each(['elements.=x', 'elements.price[gt=1', 'elements.price.value[eq]=1', 'system.[eq]=x', 'elements.pri ce=1'])('spec 7.1: the malformed filter %s is a 400 naming the filter', (raw) => {
    const result = rejection(raw);
    expect(result).toMatchObject({ status: 400, code: 2 });
    expect(result?.message).toMatch(/Filter '.+' is malformed/);
  });

  it('spec 7.1: an unknown system property is a 400 naming it', () => {
    expect(rejection('system.colour=red')).toMatchObject({ status: 400, code: 2 });
    expect(rejection('system.colour=red')?.message).toContain("'colour'");
  });

  it('spec 7.1: range needs exactly two bounds (error_code 1000)', () => {
    expect(rejection('elements.price[range]=10')).toMatchObject({ status: 400, code: 1000 });
    expect(rejection('elements.price[range]=1,2,3')).toMatchObject({ status: 400, code: 1000 });
    expect(rejection('elements.price[range]=,20')).toMatchObject({ status: 400, code: 1000 });
  });

  it('spec 7.1: paging parameters given twice are a 400 (error_code 1003); two orders are 1009', () => {
    expect(rejection('limit=1&limit=2')).toMatchObject({ status: 400, code: 1003 });
    expect(rejection('order=system.name[asc]&order=system.codename[asc]')).toMatchObject({ status: 400, code: 1009 });
  });

  it('spec 7.1: order direction and target are validated (error_codes 1007, 1008)', () => {
    expect(rejection('order=elements.price[up]')).toMatchObject({ status: 400, code: 1007 });
    expect(rejection('order=price[asc]')).toMatchObject({ status: 400, code: 1008 });
    expect(rejection('order=system.colour[asc]')).toMatchObject({ status: 400, code: 1008 });
  });

  it('spec 7.1: projection takes element codenames only (error_code 1001)', () => {
    expect(rejection('elements=title.value')).toMatchObject({ status: 400, code: 1001 });
  });

  it('spec 7.1: a reserved parameter used with an operator is a 400 (error_code 1004)', () => {
    expect(rejection('limit[gt]=3')).toMatchObject({ status: 400, code: 1004 });
  });
});
