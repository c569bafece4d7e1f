/**
 * The in-process requester: the unchanged algoliasearch client's `requester` option, answered by
 * the engine's handler with no network (the site's own process). Its shape is the client's
 * Requester (send an EndRequest, get {status, content, isTimedOut}).
 */
import type { EngineHandler } from './handler';

export type EngineEndRequest = {
  method: string;
  url: string;
  headers: Readonly<Record<string, string>>;
  data?: string | Uint8Array;
  connectTimeout: number;
  responseTimeout: number;
};
export type EngineRequesterResponse = { status: number; content: string; isTimedOut: boolean };

export const engineRequester = (handler: EngineHandler) => ({
  send: async (request: EngineEndRequest): Promise<EngineRequesterResponse> => {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const response = handler({ method: request.method, url: request.url, headers, body: request.data });
    return { status: response.status, content: JSON.stringify(response.body), isTimedOut: false };
  },
});
