/**
 * The webhook's CDN purge against a local stand-in of a purge-by-tag API that records what it is
 * asked: the tags arrive as JSON and as Surrogate-Key with the bearer token; a refused attempt is
 * retried; a CDN that keeps refusing is logged and reported, never thrown.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PURGE_ATTEMPTS, PURGE_BATCH, purgeCdnTags } from './purge';
import { cdnTagHeaders } from './tags';

type Recorded = { tags: string[]; surrogateKey: string | undefined; authorization: string | undefined };

describe('purging the CDN by tag', () => {
  let server: Server;
  let url = '';
  let recorded: Recorded[] = [];
  /** Statuses the stand-in answers in turn; 200 once they run out. */
  let answers: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const status = answers.shift() ?? 200;
        if (status === 200) {
          recorded.push({ tags: (JSON.parse(body) as { tags: string[] }).tags, surrogateKey: request.headers['surrogate-key'] as string | undefined, authorization: request.headers.authorization });
        }
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    url = `http://127.0.0.1:${address.port}/purge`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    recorded = [];
    answers = [];
  });

  const quiet = () => {
    const lines: string[] = [];
    const push = (line: string) => void lines.push(line);
    return { lines, log: { info: push, warn: push, error: push }, sleep: async () => undefined };
  };

  it('sends the tags as the pages name them, with the token', async () => {
    const { log, sleep } = quiet();
    const tags = ['page:es:/sobre nosotros', 'config:menu_configuration:es'];
    expect(await purgeCdnTags({ url, token: 'secret-token' }, tags, { log, sleep })).toBe(true);
    expect(recorded).toEqual([
      { tags: ['page:es:/sobre%20nosotros', 'config:menu_configuration:es'], surrogateKey: 'page:es:/sobre%20nosotros config:menu_configuration:es', authorization: 'Bearer secret-token' },
    ]);
    // The same tokens a page response names.
    expect(cdnTagHeaders(tags)['surrogate-key']).toBe(recorded[0]?.surrogateKey);
  });

  it('retries a refused purge, and splits many tags into batches', async () => {
    const { log, sleep, lines } = quiet();
    answers = [503, 502];
    const tags = Array.from({ length: PURGE_BATCH + 5 }, (_, i) => `page:en:/p${i}`);
    expect(await purgeCdnTags({ url }, tags, { log, sleep })).toBe(true);
    expect(recorded.map((r) => r.tags.length)).toEqual([PURGE_BATCH, 5]);
    expect(lines.filter((line) => line.includes('retrying'))).toHaveLength(2);
  });

  it('a CDN that keeps refusing is logged and reported, and nothing throws', async () => {
    const { log, sleep, lines } = quiet();
    answers = Array.from({ length: PURGE_ATTEMPTS }, () => 500);
    expect(await purgeCdnTags({ url }, ['content'], { log, sleep })).toBe(false);
    expect(lines.at(-1)).toContain(`purge of content failed after ${PURGE_ATTEMPTS} attempts (status 500)`);
    expect(await purgeCdnTags({ url: 'http://127.0.0.1:9/unreachable' }, ['content'], { log, sleep })).toBe(false);
  });
});
