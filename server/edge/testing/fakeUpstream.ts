import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the request's socket, as a number in arrival order of connections */
  connection: number;
  completed: boolean;
  /** true once the upstream saw the client side go away before it answered */
  closedEarly: boolean;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, seen: SeenRequest) => void;

export interface FakeUpstream {
  url: string;
  port: number;
  requests: SeenRequest[];
  upgrades: http.IncomingHttpHeaders[];
  connections(): number;
  /** TCP connections open right now */
  openConnections(): number;
  /** websockets open right now on the upstream side */
  openSockets(): number;
  /** replaces the echo answer for one exact path (query ignored) */
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
}

const echo: Handler = (req, res, seen) => {
  const body = JSON.stringify({ method: seen.method, url: seen.url, headers: seen.headers, body: seen.body });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
};

/** A real upstream on 127.0.0.1:0 that records what reached it; echoes by default; ws on /v2/api/socket.io. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: SeenRequest[] = [];
  const upgrades: http.IncomingHttpHeaders[] = [];
  const routes = new Map<string, Handler>();
  const sockets = new Set<Socket>();
  let connections = 0;

  const server = http.createServer((req, res) => {
    const seen: SeenRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: '',
      connection: (req.socket as Socket & { edgeTestId?: number }).edgeTestId ?? 0,
      completed: false,
      closedEarly: false,
    };
    requests.push(seen);
    res.on('close', () => {
      if (!res.writableFinished) seen.closedEarly = true;
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.body = Buffer.concat(chunks).toString();
      seen.completed = true;
      (routes.get(seen.url.split('?')[0] ?? '') ?? echo)(req, res, seen);
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket: Socket & { edgeTestId?: number }) => {
    connections += 1;
    socket.edgeTestId = connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const wss = new WebSocketServer({ server, path: '/v2/api/socket.io/' });
  wss.on('connection', (ws, req) => {
    upgrades.push(req.headers);
    ws.on('message', (data) => ws.send(`echo:${String(data)}`));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    upgrades,
    connections: () => connections,
    openSockets: () => wss.clients.size,
    openConnections: () => sockets.size,
    route: (path, handler) => routes.set(path, handler),
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: connecting to it is refused at once. */
export async function refusedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
