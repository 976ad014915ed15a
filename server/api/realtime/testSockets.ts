// Test helpers: an api app behind a real http server with the socket server attached, and socket.io
// clients that connect as the console does (websocket only, the jwt in the handshake).
import http from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import type { Express } from 'express';
import type { Server } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../src/domain/api';
import type { Database } from '../db/client';
import type { ApiDeps } from '../deps';
import { attachAdapter } from './adapter';
import { createPublisher } from './createPublisher';
import type { RealtimeEvent } from '../../../src/domain/realtimeEvents';
import { createSocketServer } from './socketServer';

export type { ClientSocket };

export interface SocketApi {
  url: string;
  io: Server;
  publisher: ReturnType<typeof createPublisher>;
  close(): Promise<void>;
}

/** Serves `app` on 127.0.0.1:0 with socket.io; with `database` the cluster adapter is attached too. */
export async function serveWithSockets(app: Express, deps: ApiDeps, database?: Database): Promise<SocketApi> {
  const server = http.createServer(app);
  const connections = new Set<NetSocket>();
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  const io = createSocketServer(server, deps);
  const closeAdapter = database ? await attachAdapter(io, database, { redisUrl: undefined }, deps.logger) : async () => {};
  const publisher = createPublisher(deps.db);
  publisher.attach(io);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    publisher,
    close: async () => {
      const closing = io.close();
      // Upgraded sockets survive closeAllConnections(); they are destroyed by hand.
      server.closeAllConnections();
      for (const socket of connections) socket.destroy();
      await closing;
      await closeAdapter();
    },
  };
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Resolves once connected; rejects with the server's refusal (its message is the reason). */
export function connectSocket(url: string, token: unknown): Promise<ClientSocket> {
  const socket = connectClient(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next 'event' the socket receives, or a rejection after `timeoutMs`. */
export function nextEvent(socket: ClientSocket, timeoutMs = 5_000): Promise<RealtimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('event', onEvent);
      reject(new Error(`no event within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (event: RealtimeEvent) => {
      clearTimeout(timer);
      resolve(event);
    };
    socket.once('event', onEvent);
  });
}
