import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CONTENT_SECURITY_POLICY } from './securityHeaders.js';

/** The chat window is the one page any site may frame; everything else keeps frame-ancestors 'none'. */
export const FRAMEABLE_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", 'frame-ancestors *');

/** Websites embed /v2/webchat.js by that name, so it cannot be content-hashed: a short cache instead. */
export const LOADER_CACHE_CONTROL = 'public, max-age=300';

interface Loader {
  body: Buffer;
  etag: string;
}

/** The loader's built file, named in Rsbuild's manifest (entry 'widget'); undefined when not built. */
export function readLoader(distDir: string): Loader | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
      entries?: Record<string, { initial?: { js?: string[] } }>;
    };
    const files = manifest.entries?.widget?.initial?.js ?? [];
    // One self-contained file: a loader split into chunks could not be served under one name.
    if (files.length !== 1 || !files[0]!.startsWith('/v2/static/js/')) return undefined;
    const body = fs.readFileSync(path.join(distDir, files[0]!.slice('/v2/'.length)));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  } catch {
    return undefined;
  }
}

/** GET /v2/webchat.js, read once at start like the pages (the bundles do not change under a running edge). */
export function webchatLoader(distDir: string): RequestHandler {
  const loader = readLoader(distDir);
  return (req: Request, res: Response) => {
    if (!loader) {
      res.status(503).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' }).send('The chat widget is not built yet.');
      return;
    }
    res.set({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': LOADER_CACHE_CONTROL,
      ETag: loader.etag,
      // Loaded by other sites' pages, including ones that isolate themselves (COEP).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200).send(loader.body);
  };
}

/** Before the chat window's page is answered: let other sites frame it. */
export function allowFraming(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', FRAMEABLE_CONTENT_SECURITY_POLICY);
  res.removeHeader('X-Frame-Options');
  next();
}
