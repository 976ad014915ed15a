import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

const HOUR_MS = 3_600_000;

/** `/v2/static/**`: content-hashed by the bundler, so cached for a year and never revalidated. */
export function hashedAssets(distDir: string): RequestHandler {
  return express.static(path.join(distDir, 'static'), {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    immutable: true,
    maxAge: '1y',
  });
}

const publicFiles = (distDir: string) =>
  express.static(distDir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    maxAge: HOUR_MS,
  });

function isHtmlOrFolder(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath).toLowerCase();
  } catch {
    return true;
  }
  return decoded.endsWith('/') || decoded.endsWith('.html') || decoded.endsWith('.htm');
}

/**
 * Files copied from `public/` keep their names, so they get a short cache. The entry HTML files are
 * only served on their routes (with `no-cache`), never under their file names.
 */
export function unhashedFiles(distDir: string): RequestHandler {
  const serve = publicFiles(distDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (isHtmlOrFolder(req.path)) {
      next();
      return;
    }
    serve(req, res, next);
  };
}
