import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadApiConfig } from './api/config';
import { createLogger } from './api/logger';
import { loadEdgeConfig } from './edge/config';
import { createSupervisor, stopOnSignals, waitForOk } from './supervisor';

// `npm start`: checks the configuration, builds the bundles when they are missing, then runs the api
// (migrations, first-run seed, realtime) and the edge as two supervised processes and prints the
// address. A process that dies is started again; meanwhile the edge answers for the api (503).

async function main(): Promise<void> {
  const api = loadApiConfig();
  const edge = loadEdgeConfig();
  const distDir = path.resolve(edge.distDir);
  if (!fs.existsSync(path.join(distDir, 'console.html'))) {
    process.stdout.write('Building the bundles (first start)…\n');
    const build = spawnSync(process.execPath, [path.resolve('node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const logger = createLogger(api.logLevel, 'supervisor');
  const supervisor = createSupervisor({ logger });
  stopOnSignals(supervisor, logger);
  const tsx = ['--import', 'tsx'];
  // Both at once: the edge serves the pages (and answers 503 for the api) while the api migrates.
  supervisor.run({ name: 'api', args: [...tsx, 'server/api/main.ts'], env: process.env });
  supervisor.run({ name: 'edge', args: [...tsx, 'server/edge/main.ts'], env: process.env });
  await waitForOk(`http://127.0.0.1:${edge.port}/readyz`);
  process.stdout.write(`\nOmnichannel inbox is ready: http://localhost:${edge.port}/v2/\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
