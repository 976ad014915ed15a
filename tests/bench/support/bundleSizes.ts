import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Report = (label: string, figure: string, budget: string, ok: boolean | null, note?: string) => void;

/**
 * JavaScript each page loads on its first visit (inline and linked scripts of its HTML), gzip level 9. The
 * console's first load and its pages are measured by pageChunks.ts on a fresh build of their own.
 */
export function measureBundles(dist: string, root: string, report: Report): void {
  if (!fs.existsSync(path.join(dist, 'console.html'))) spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'ignore' });
  const budgets: [string, string, number][] = [
    ['landing', 'landing.html', 90],
    ['satisfaction', 'satisfaction.html', 90],
    ['wallboard', 'wallboard.html', 150],
  ];
  for (const [name, file, budgetKB] of budgets) {
    const label = `JavaScript of ${name}, gzip`;
    if (!fs.existsSync(path.join(dist, file))) {
      report(label, 'not built', `≤ ${budgetKB} KB`, false, 'npm run build failed');
      continue;
    }
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const gzip = (code: string | Buffer) => zlib.gzipSync(code, { level: 9 }).length;
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.trim());
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]!.split('?')[0]!);
    const bytes =
      inline.filter(Boolean).reduce((sum, code) => sum + gzip(code), 0) +
      sources.reduce((sum, src) => sum + gzip(fs.readFileSync(path.join(dist, src.replace(/^\/v2\//, '')))), 0);
    report(label, `${(bytes / 1024).toFixed(1)} KB`, `≤ ${budgetKB} KB`, bytes / 1024 <= budgetKB, `${sources.length} scripts`);
  }
}
