/**
 * The local DAM in-process, shaped as a transport (renderer/delivery/http-service.ts): a request for
 * `{any host}/{container}/v4/file/{uuid}` is answered by damFile with no socket.
 */
import { damFile } from './dam';
import type { MediaLibrary } from './library';
import { safeDecode } from '../../schema/locale';

type Request = { url: string; method: string };
type Response = { status: number; headers: Record<string, string>; body: unknown };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const decode = (segment: string): string | undefined => safeDecode(segment) ?? undefined;

export const localDamTransport =
  (library: MediaLibrary) =>
  async ({ url, method }: Request): Promise<Response> => {
    const { pathname } = new URL(url, 'http://localhost');
    const [container, version, file, uuid] = pathname.split('/').filter(Boolean).slice(-4).map(decode);
    if (method !== 'GET' || version !== 'v4' || file !== 'file' || !container || !uuid) {
      return { status: 404, headers: JSON_HEADERS, body: { error: 'Not found', message: `No DAM route for ${method} ${pathname}` } };
    }
    const reply = await damFile(library, container, uuid);
    return { status: reply.status, headers: JSON_HEADERS, body: reply.body };
  };
