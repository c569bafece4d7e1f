/**
 * The local Delivery API over HTTP (spec 7.1), for tools and for pointing the SDK's `proxy.baseUrl`
 * at it (`http://127.0.0.1:4010/demo/items`) and its `proxy.basePreviewUrl` at the preview base
 * beside it (`http://127.0.0.1:4010/preview/demo/items`).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalDeliveryApi } from './api';

export type ServeOptions = { port: number; host?: string; api: LocalDeliveryApi };

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])));

/** Starts listening; resolves with the server once it accepts connections (port 0 picks a free port). */
export const serveLocalDeliveryApi = ({ port, host = '127.0.0.1', api }: ServeOptions): Promise<Server> => {
  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    void api
      .handle({ method, url: request.url ?? '/', headers: flatHeaders(request.headers) })
      .then(({ status, headers, body }) => {
        const text = JSON.stringify(body);
        response.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(text) });
        response.end(method.toUpperCase() === 'HEAD' ? undefined : text);
      })
      .catch(() => response.destroy());
    // The request body is never read (GET only); drain it so keep-alive connections stay usable.
    request.resume();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
};

/** The base URL a started server answers on, e.g. `http://127.0.0.1:4010`. */
export const serverBaseUrl = (server: Server): string => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server is not listening on a TCP port');
  const { address: host, port, family }: AddressInfo = address;
  return `http://${family === 'IPv6' ? `[${host}]` : host}:${port}`;
};
