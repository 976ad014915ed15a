import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LogLevel } from './config.js';
import { pathOf } from './pathGuard.js';

export type LogWriter = (chunk: string) => void;
export type LogFields = Record<string, unknown>;

export interface EdgeLogger {
  readonly requestsEnabled: boolean;
  /** one `request` line when the response closes (finished or aborted) */
  trackRequest(req: IncomingMessage, res: ServerResponse, id: string, url: string): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** writes what is buffered now */
  flush(): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const FLUSH_AT = 16 * 1024;
const FLUSH_AFTER_MS = 50;

let isoMs = 0;
let isoText = '';
/** Under load many lines share a millisecond: format the timestamp once per millisecond. */
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

const writeStdout: LogWriter = (chunk) => {
  process.stdout.write(chunk);
};

/**
 * Lines are buffered and written every 16 KiB or 50 ms, whichever comes first: under load one write
 * carries a hundred lines, which costs far less than a write per request. The price is that a line can
 * be up to 50 ms late; main flushes on exit so none is lost when the process ends.
 */
export function createLogger(level: LogLevel, write: LogWriter = writeStdout): EdgeLogger {
  let pending = '';
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    write(chunk);
  };
  const emit = (line: string) => {
    pending += line + '\n';
    if (pending.length >= FLUSH_AT) flush();
    else if (!timer) {
      timer = setTimeout(flush, FLUSH_AFTER_MS);
      timer.unref();
    }
  };
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => {
    if (RANK[lineLevel] < RANK[level]) return () => {};
    return (msg: string, fields?: LogFields) =>
      emit(JSON.stringify({ time: isoNow(), level: lineLevel, msg, ...fields }));
  };
  const requestsEnabled = RANK.info >= RANK[level];

  return {
    requestsEnabled,
    trackRequest(req, res, id, url) {
      if (!requestsEnabled) return;
      const start = performance.now();
      const socket = req.socket;
      const writtenBefore = socket.bytesWritten;
      res.on('close', () => {
        // written by hand: the id is [A-Za-z0-9-] and the method an HTTP token, only the path needs escaping
        const ms = Math.round((performance.now() - start) * 100) / 100;
        const bytes = socket.bytesWritten - writtenBefore;
        emit(
          `{"time":"${isoNow()}","level":"info","msg":"request","id":"${id}","method":"${req.method}",` +
            `"path":${JSON.stringify(pathOf(url))},"status":${res.statusCode},"ms":${ms},"bytes":${bytes}` +
            (res.writableFinished ? '}' : ',"aborted":true}'),
        );
      });
    },
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    flush,
  };
}
