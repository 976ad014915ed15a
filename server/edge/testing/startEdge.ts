import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadEdgeConfig, type EdgeConfig } from '../config.js';
import { createEdgeApp, type EdgeApp, type EdgeDeps } from '../createEdgeApp.js';
import { createEdgeServer } from '../createEdgeServer.js';

/** Config for tests: silent, a private data dir (so no stray maintenance flag), overridable. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<EdgeConfig> = {}): EdgeConfig {
  // never created: the maintenance flag under it cannot exist unless a test says so
  const dataDir = path.join(os.tmpdir(), `edge-test-data-${randomUUID()}`);
  return { ...loadEdgeConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }), ...overrides };
}

export interface RunningEdge {
  edge: EdgeApp;
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The edge on a real server (127.0.0.1:0) with upgrades wired; close() ends every socket it saw. */
export async function startEdge(config: EdgeConfig, deps: EdgeDeps = {}): Promise<RunningEdge> {
  const edge = createEdgeApp(config, deps);
  const server = createEdgeServer(config, edge);
  const sockets = new Set<Socket>();
  server.on(config.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    edge,
    server,
    port,
    url: `${config.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: async () => {
      edge.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
