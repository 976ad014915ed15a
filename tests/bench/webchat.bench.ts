// What a website's visitor downloads for the web chat: the loader script (/v2/webchat.js) and the chat
// window's JavaScript, gzip-compressed as a server sends them (zlib's default level). Builds the bundles
// into a temporary folder first, so the figures are those of the source as it is; WEBCHAT_BENCH_DIST=<dir>
// reads an existing build instead. Prints each figure beside its budget; exits 1 when one is missed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LOADER_BUDGET = 5 * 1024;
// Issue 11: the window keeps to 25 KB with the pre-chat form and typing indicators (plain DOM, no new
// dependency; socket.io-client is most of it).
const WINDOW_BUDGET = 25 * 1024;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  entries: Record<string, { initial?: { js?: string[]; css?: string[] } }>;
}

function build(): { dist: string; cleanup: () => void } {
  const given = process.env.WEBCHAT_BENCH_DIST;
  if (given) return { dist: path.resolve(given), cleanup: () => undefined };
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'webchat-bench-'));
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIST: dist },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dist, cleanup: () => fs.rmSync(dist, { recursive: true, force: true }) };
}

/** The files an entry's page loads at once, from Rsbuild's manifest (paths under /v2/). */
function initialFiles(dist: string, manifest: Manifest, entry: string, kind: 'js' | 'css'): string[] {
  const files = manifest.entries[entry]?.initial?.[kind];
  if (!files) throw new Error(`the build has no entry '${entry}'`);
  return files.map((file) => path.join(dist, file.replace(/^\/v2\//, '')));
}

const gzipped = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(file)).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(what: string, bytes: number, budget: number, files: string[]): boolean {
  const ok = bytes <= budget;
  console.log(`${what}: ${kb(bytes)} gzip (budget ≤ ${kb(budget)}) ${ok ? 'OK' : 'MISSED'} — ${files.map((f) => path.basename(f)).join(', ')}`);
  return ok;
}

function main(): void {
  const { dist, cleanup } = build();
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
    const loader = initialFiles(dist, manifest, 'widget', 'js');
    const window = initialFiles(dist, manifest, 'webchat', 'js');
    const loaderOk = report('web chat loader (/v2/webchat.js)', gzipped(loader), LOADER_BUDGET, loader);
    const windowOk = report('chat window JavaScript with the pre-chat form and typing (/v2/webchat/frame)', gzipped(window), WINDOW_BUDGET, window);
    const css = initialFiles(dist, manifest, 'webchat', 'css');
    console.log(`chat window CSS (not in the budget): ${kb(gzipped(css))} gzip`);
    if (!loaderOk || !windowOk) process.exitCode = 1;
  } finally {
    cleanup();
  }
}

main();
