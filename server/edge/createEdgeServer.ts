import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { EdgeConfig } from './config.js';
import type { EdgeApp } from './createEdgeApp.js';

export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;

function readTlsFile(name: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${name} cannot be read (${file}): ${(error as Error).message}`);
  }
}

/** An http(s) server for the edge, with the slow-client limits set and upgrades wired; not listening. */
export function createEdgeServer(config: EdgeConfig, edge: EdgeApp): http.Server {
  const server = config.tls
    ? https.createServer(
        { cert: readTlsFile('TLS_CERT_FILE', config.tls.certFile), key: readTlsFile('TLS_KEY_FILE', config.tls.keyFile) },
        edge.app,
      )
    : http.createServer(edge.app);
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('upgrade', edge.handleUpgrade);
  return server;
}
