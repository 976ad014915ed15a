import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadApiConfig } from './api/config';
import { loadEdgeConfig } from './edge/config';
import { startChild, superviseChildren, waitForOk } from './supervisor';

// `npm start`: checks the configuration, builds the bundles when they are missing, then runs the api
// (migrations, first-run seed, realtime) and the edge as two processes and prints the address.

async function main(): Promise<void> {
  const api = loadApiConfig();
  const edge = loadEdgeConfig();
  const distDir = path.resolve(edge.distDir);
  if (!fs.existsSync(path.join(distDir, 'console.html'))) {
    process.stdout.write('Building the bundles (first start)…\n');
    const build = spawnSync(process.execPath, [path.resolve('node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const tsx = ['--import', 'tsx'];
  const apiChild = startChild({ name: 'api', args: [...tsx, 'server/api/main.ts'], env: process.env });
  superviseChildren([apiChild]);
  const apiHost = api.host === '0.0.0.0' ? '127.0.0.1' : api.host;
  await waitForOk(`http://${apiHost}:${api.port}/v2/api/healthz`, apiChild, 60_000);
  const edgeChild = startChild({ name: 'edge', args: [...tsx, 'server/edge/main.ts'], env: process.env });
  superviseChildren([edgeChild, apiChild]);
  await waitForOk(`http://127.0.0.1:${edge.port}/readyz`, edgeChild, 30_000);
  process.stdout.write(`\nOmnichannel inbox is ready: http://localhost:${edge.port}/v2/\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
