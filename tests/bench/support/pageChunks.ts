// What each console page adds on its first visit: the console is built into a temp folder and Rspack's
// stats say which chunks each lazy `import()` of the page registry (and of the plain pages) creates. A
// page's figure is the gzip size of every script its first visit fetches beyond the console's first load
// (its own chunk and the split chunks it needs that the first load does not already hold); a chunk two
// pages share counts for both, since either may be visited first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';

/** The files whose `import()` calls are pages: the registry and the plain-layout pages. */
const PAGE_IMPORTERS = /src[\\/]app[\\/]console[\\/](?:pages[\\/]registry\.ts|PlainPages\.tsx)$/;

export interface PageChunk {
  /** the import the page's module is loaded with, e.g. ../../../features/tickets/ticketsPage */
  request: string;
  /** gzip bytes fetched on the page's first visit beyond the first load */
  bytes: number;
  files: string[];
}

export interface ConsoleChunks {
  /** gzip bytes of every script console.html links */
  firstLoadBytes: number;
  firstLoadFiles: number;
  pages: PageChunk[];
}

interface ChunkJson {
  files?: string[];
  initial?: boolean;
  origins?: { moduleName?: string; request?: string }[];
}

const gzip = (code: Buffer) => zlib.gzipSync(code, { level: 9 }).length;

export async function measureConsoleChunks(root: string): Promise<ConsoleChunks> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-chunks-'));
  try {
    const { content } = await loadConfig({ cwd: root });
    const config = mergeRsbuildConfig(content, { logLevel: 'warn', output: { distPath: { root: dist }, cleanDistPath: true } });
    const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: config, loadEnv: false });
    const build = await rsbuild.build();
    const stats = build.stats;
    await build.close();
    if (!stats) throw new Error('the build gave no stats');
    const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true }) as { chunks?: ChunkJson[]; children?: { chunks?: ChunkJson[] }[] };
    const chunks = json.chunks ?? json.children?.flatMap((child) => child.chunks ?? []) ?? [];

    const html = fs.readFileSync(path.join(dist, 'console.html'), 'utf8');
    const firstLoad = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]!.replace(/^\/v2\//, '')));
    const size = (file: string) => gzip(fs.readFileSync(path.join(dist, file)));

    const byRequest = new Map<string, Set<string>>();
    for (const chunk of chunks) {
      for (const origin of chunk.origins ?? []) {
        if (!origin.request || !origin.moduleName || !PAGE_IMPORTERS.test(origin.moduleName)) continue;
        const files = byRequest.get(origin.request) ?? new Set<string>();
        for (const file of chunk.files ?? []) if (file.endsWith('.js') && !firstLoad.has(file)) files.add(file);
        byRequest.set(origin.request, files);
      }
    }
    const pages = [...byRequest].map(([request, files]) => ({
      request,
      files: [...files],
      bytes: [...files].reduce((sum, file) => sum + size(file), 0),
    }));
    return {
      firstLoadBytes: [...firstLoad].reduce((sum, file) => sum + size(file), 0),
      firstLoadFiles: firstLoad.size,
      pages: pages.sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

type Report = (label: string, figure: string, budget: string, ok: boolean | null, note?: string) => void;

/** Issue 12's budgets: the first load does not grow with the pages; each page's own share stays small. */
export const FIRST_LOAD_BUDGET_KB = 185;
export const PAGE_BUDGET_KB = 60;

export async function reportConsoleChunks(root: string, report: Report): Promise<void> {
  const chunks = await measureConsoleChunks(root);
  const kb = (bytes: number) => bytes / 1024;
  report(
    'JavaScript of console first load, gzip',
    `${kb(chunks.firstLoadBytes).toFixed(1)} KB`,
    `≤ ${FIRST_LOAD_BUDGET_KB} KB`,
    kb(chunks.firstLoadBytes) <= FIRST_LOAD_BUDGET_KB,
    `${chunks.firstLoadFiles} scripts of console.html, with every page of the spec in the registry; a fresh build`,
  );
  for (const page of chunks.pages) {
    const name = page.request.replace(/^(\.\.\/)+features\//, '');
    report(`JavaScript a first visit of ${name} adds, gzip`, `${kb(page.bytes).toFixed(1)} KB`, `≤ ${PAGE_BUDGET_KB} KB`, kb(page.bytes) <= PAGE_BUDGET_KB, `${page.files.length} lazy script${page.files.length === 1 ? '' : 's'}`);
  }
}
