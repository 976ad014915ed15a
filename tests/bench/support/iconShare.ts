// What the icons add to the console's first load. The console is built a second time, into a temp folder,
// with one change: the icon modules its first load needs (lucide-react's runtime and glyphs, and
// src/components/icons) are moved into a chunk of their own. That chunk's gzip size is what the icons
// weigh on the first load, measured apart from whatever else the same commit changed. It is an upper
// bound: gzip of a separate file cannot reuse what the rest of the bundle already compressed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';

const ICON_MODULE = /[\\/](?:node_modules[\\/]lucide-react[\\/].*\.mjs|src[\\/]components[\\/]icons[\\/][^\\/]+\.tsx?)$/;
const CHUNK = 'icons-first-load';

export interface IconShare {
  /** gzip bytes of the icon chunk the console's first load fetches (0 when its first load has no icon) */
  iconBytes: number;
  /** gzip bytes of every script of the console's first load in that build */
  firstLoadBytes: number;
  /** glyphs in that chunk */
  glyphs: string[];
}

const gzip = (code: Buffer) => zlib.gzipSync(code, { level: 9 }).length;

export async function measureIconShare(root: string): Promise<IconShare> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'icon-share-'));
  try {
    const { content } = await loadConfig({ cwd: root });
    const config = mergeRsbuildConfig(content, {
      logLevel: 'warn',
      output: { distPath: { root: dist }, cleanDistPath: true },
      tools: {
        rspack: (rspackConfig) => {
          const split = rspackConfig.optimization?.splitChunks;
          if (!split) throw new Error('the console build has no splitChunks to add the icon chunk to');
          split.cacheGroups = {
            ...split.cacheGroups,
            [CHUNK]: { test: ICON_MODULE, name: CHUNK, chunks: (chunk) => chunk.name === 'console', enforce: true, priority: 100 },
          };
        },
      },
    });
    const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: config, loadEnv: false });
    const build = await rsbuild.build();
    await build.close();

    const html = fs.readFileSync(path.join(dist, 'console.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => path.join(dist, m[1]!.replace(/^\/v2\//, '')));
    const iconScript = scripts.find((file) => path.basename(file).startsWith(`${CHUNK}.`));
    const iconCode = iconScript ? fs.readFileSync(iconScript) : Buffer.alloc(0);
    return {
      iconBytes: iconScript ? gzip(iconCode) : 0,
      firstLoadBytes: scripts.reduce((sum, file) => sum + gzip(fs.readFileSync(file)), 0),
      glyphs: [...new Set([...iconCode.toString('utf8').matchAll(/name:\s*"([a-z0-9-]+)"/g)].map((m) => m[1]!))].sort(),
    };
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}
