import type { AddressInfo } from 'node:net';
import { loadEdgeConfig } from './config.js';
import { createEdgeApp } from './createEdgeApp.js';
import { createEdgeServer } from './createEdgeServer.js';
import { createLogger } from './requestLog.js';
import { onTerminationSignals, shutDownGracefully } from './shutdown.js';

function fail(error: unknown): never {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'edge failed to start', error: (error as Error).message ?? String(error) })}\n`);
  process.exit(1);
}

let config;
try {
  config = loadEdgeConfig();
} catch (error) {
  fail(error);
}

const log = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
const edge = createEdgeApp(config);
const server = createEdgeServer(config, edge);
const exit = (code: number) => {
  log.flush();
  process.stdout.write('', () => process.exit(code));
};

server.once('error', (error) => {
  edge.close();
  fail(error);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log.info('edge listening', { url: `${config.tls ? 'https' : 'http'}://${host}:${port}/v2/`, upstream: config.upstream.origin + config.upstream.basePath });
  log.flush();
});

// the request log is buffered: whatever ends the process, write what is left
process.once('exit', () => edge.close());

onTerminationSignals((signal) => shutDownGracefully({ server, edge, exit, log: (msg, fields) => log.info(msg, { signal, ...fields }) }));
