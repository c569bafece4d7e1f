/**
 * The embedded engine over HTTP (`npm run search:serve -- --port 4020`): the algoliasearch client
 * reaches it through its `hosts` option. CORS is open so a browser's InstantSearch may call it;
 * bodies above the limit get 413, in Algolia's error shape.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { EngineHandler } from './handler';

const MAX_BODY_BYTES = 50 * 1024 * 1024;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, content-encoding, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'access-control-max-age': '86400',
};

const readBody = (request: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export const createSearchServer = (handler: EngineHandler): Server =>
  createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    readBody(request).then(
      (body) => {
        if (body === null) return send(413, { message: 'Request body too large', status: 413 });
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
        const answer = handler({ method: request.method ?? 'GET', url: request.url ?? '/', headers, body: body.length > 0 ? new Uint8Array(body) : undefined });
        send(answer.status, answer.body);
      },
      () => send(400, { message: 'Could not read the request body', status: 400 }),
    );
  });
