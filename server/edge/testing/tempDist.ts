import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TempDist {
  dir: string;
  remove(): void;
}

const ENTRIES = ['console', 'landing', 'satisfaction', 'wallboard'] as const;

/** A dist folder shaped like Rsbuild's output (assetPrefix '/v2/'), with tiny fake bundles. */
export function createTempDist(): TempDist {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-dist-'));
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'channels'), { recursive: true });
  for (const entry of ENTRIES) {
    fs.writeFileSync(
      path.join(dir, `${entry}.html`),
      `<!doctype html><html lang="en"><head><title>${entry} bundle</title>` +
        `<script defer src="/v2/static/js/${entry}.abc123.js"></script></head>` +
        `<body><div id="root" data-entry="${entry}"></div></body></html>`,
    );
    fs.writeFileSync(path.join(dir, 'static', 'js', `${entry}.abc123.js`), `console.log(${JSON.stringify(entry)});`);
  }
  fs.writeFileSync(path.join(dir, 'static', 'css', 'console.def456.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'channels', 'whatsapp.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, '.secret'), 'dotfile');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
