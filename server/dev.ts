import path from 'node:path';
import { loadApiConfig } from './api/config';
import { startChild, superviseChildren, waitForOk } from './supervisor';

// `npm run dev`: the api restarted by tsx on every change, and Rsbuild's dev server (hot reload) in
// front of it, which proxies /v2/api the way the edge does.

async function main(): Promise<void> {
  const api = loadApiConfig();
  const apiChild = startChild({
    name: 'api',
    args: [path.resolve('node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/api/main.ts'],
    env: process.env,
  });
  superviseChildren([apiChild]);
  await waitForOk(`http://127.0.0.1:${api.port}/v2/api/healthz`, apiChild, 60_000);
  const web = startChild({ name: 'rsbuild', args: [path.resolve('node_modules/@rsbuild/core/bin/rsbuild.js'), 'dev'], env: process.env });
  superviseChildren([web, apiChild]);
}

main().catch((err: unknown) => {
  process.stderr.write(`dev failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
