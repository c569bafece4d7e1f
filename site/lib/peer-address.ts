/**
 * Every request the server accepts carries its socket's peer address in PEER_ADDRESS_HEADER,
 * replacing any value the client sent. Next keeps a client's own X-Forwarded-For and only fills it
 * from the socket when it is missing, so without this a route cannot tell a trusted proxy's hop
 * from a forged one (services/forms/client-address.ts).
 */
import { IncomingMessage, Server } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../../services/forms/client-address';

let installed = false;

export const recordPeerAddresses = (): void => {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithPeer(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request] = args;
    if (event === 'request' && request instanceof IncomingMessage) request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    return Reflect.apply(emit, this, [event, ...args]);
  };
};
