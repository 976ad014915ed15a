import type { Server } from 'node:http';
import type { EdgeApp } from './createEdgeApp.js';

export interface ShutdownOptions {
  server: Server;
  edge: EdgeApp;
  exit: (code: number) => void;
  log: (msg: string, fields?: Record<string, unknown>) => void;
  forceAfterMs?: number;
}

/**
 * Stops accepting, lets in-flight requests finish, closes keep-alive sockets as they become idle, and ends
 * websockets at once (they would otherwise hold the server open for hours). Exits 1 if that takes too long.
 */
export function shutDownGracefully({ server, edge, exit, log, forceAfterMs = 10_000 }: ShutdownOptions): void {
  log('edge stopping');
  const force = setTimeout(() => {
    log('edge stop timed out, forcing exit', { afterMs: forceAfterMs });
    exit(1);
  }, forceAfterMs);
  force.unref();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  idleSweep.unref();

  server.close(() => {
    clearInterval(idleSweep);
    clearTimeout(force);
    edge.close();
    log('edge stopped');
    exit(0);
  });
  server.closeIdleConnections();
  edge.close();
}

export function onTerminationSignals(handler: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      handler(signal);
    });
  }
}
