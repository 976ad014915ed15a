import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseCommand, runCommand } from '../../cli/commands';
import type { ApiDeps } from '../deps';
import { AppError, describeError, errorBody } from '../http/errors';
import { randomToken, safeEqual } from '../security/tokens';

export const ADMIN_TOKEN_FILE = 'admin.token';

/**
 * The command line's way in while the api owns the embedded database: POST /_admin/run on the api's
 * own port (never proxied by the edge), authorised by a token in a file only the owner can read.
 */
export async function createAdminEndpoint(deps: ApiDeps, dataDir: string) {
  const token = randomToken(32);
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  await fs.writeFile(file, token, { mode: 0o600 });
  await fs.chmod(file, 0o600);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/_admin/run') return send(res, 404, errorBody('NO_SUCH_CALL', 'Not found.'));
    if (!safeEqual(req.headers.authorization ?? '', `Bearer ${token}`)) {
      return send(res, 401, errorBody('UNAUTHENTICATED', 'Wrong admin token.'));
    }
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
      if (raw.length > 64 * 1024) return send(res, 413, errorBody('BODY_TOO_LARGE', 'Too large.'));
    }
    try {
      const body = JSON.parse(raw) as { args?: unknown };
      if (!Array.isArray(body.args) || !body.args.every((a) => typeof a === 'string')) {
        return send(res, 400, errorBody('INVALID_INPUT', 'args must be a list of strings'));
      }
      send(res, 200, await runCommand(deps, parseCommand(body.args)));
    } catch (err) {
      if (err instanceof AppError) return send(res, err.status, errorBody(err.code, err.message, err.fields));
      if (err instanceof SyntaxError) return send(res, 400, errorBody('INVALID_BODY', 'The body is not valid JSON.'));
      deps.logger.error('admin command failed', { ...describeError(err) });
      send(res, 500, errorBody('INTERNAL', 'The command failed on the server.'));
    }
  }

  return { handle: (req: IncomingMessage, res: ServerResponse) => void handle(req, res) };
}
