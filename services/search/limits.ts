/**
 * What one client may ask of the engine: a request over one of its limits is a 400 in Algolia's
 * error shape, named so the HTTP servers can log the refusal. The limits themselves sit where
 * they are checked (queries and hits per request in ./handler, query length in ./params, filter
 * nesting in ./filters, searches in flight in ./in-flight).
 */
export type LimitName = 'queries-per-request' | 'hits-per-request' | 'query-length' | 'filter-nesting';

export class LimitError extends Error {
  readonly status = 400;
  constructor(
    readonly limit: LimitName,
    message: string,
  ) {
    super(message);
    this.name = 'LimitError';
  }
}
