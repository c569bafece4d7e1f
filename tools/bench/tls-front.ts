/**
 * What a CDN or load balancer does in front of the site, for `npm run bench:observatory -- --tls`:
 * terminates TLS on :443 with a certificate made for `localhost` here (openssl), forwards to the
 * site with `X-Forwarded-Proto: https` and the client's address in `X-Forwarded-For`, and answers
 * plain http on :80 with a permanent redirect to https. The site, trusting the front
 * (TRUSTED_PROXIES), then writes what it writes behind TLS: HSTS and Secure cookies.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as forward } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type TlsFront = { certificate: string; close: () => Promise<void> };

/** A self-signed certificate for localhost, valid one day: the caller trusts it for its own requests. */
const localCertificate = (): { key: string; cert: string } => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-front-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const listen = (server: Server, port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });

/** Starts the front on :443 and :80 (binding them needs root) for the site at `origin`. */
export const startTlsFront = async (origin: string): Promise<TlsFront> => {
  const target = new URL(origin);
  const { key, cert } = localCertificate();
  const secure = createHttpsServer({ key, cert }, (request, response) => {
    const headers = { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1' };
    const upstream = forward({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  const plain = createHttpServer((request, response) => {
    response.writeHead(301, { location: `https://localhost${request.url ?? '/'}` }).end();
  });
  await listen(secure, 443);
  await listen(plain, 80);
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return { certificate: cert, close: async () => void (await Promise.all([close(secure), close(plain)])) };
};
