// What the fakes can share (the LINE and Viber fakes use it): reading a JSON body, answering JSON, a
// held answer for a timeout fault (open until the fake closes) and a fault queue for any fault type.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The body as a JSON object, or undefined when it is not one. */
export async function readJsonObject(req: http.IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req);
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Calls held without an answer (a timeout fault), ended when the fake closes. */
export class HeldAnswers {
  private readonly held = new Set<http.ServerResponse>();
  hold(res: http.ServerResponse): void {
    this.held.add(res);
    res.on('close', () => this.held.delete(res));
  }
  endAll(): void {
    for (const res of this.held) res.destroy();
  }
}

/** The next N calls of some paths answer with a fault (first queued first). */
export class Faults<K> {
  private readonly queue: { fault: K; remaining: number; paths: readonly string[] }[] = [];
  constructor(private readonly defaultPaths: readonly string[]) {}
  next(fault: K, times = 1, paths: readonly string[] = this.defaultPaths): void {
    this.queue.push({ fault, remaining: times, paths });
  }
  clear(): void {
    this.queue.length = 0;
  }
  take(path: string): K | undefined {
    const index = this.queue.findIndex((f) => f.paths.includes(path));
    if (index < 0) return undefined;
    const found = this.queue[index]!;
    found.remaining -= 1;
    if (found.remaining <= 0) this.queue.splice(index, 1);
    return found.fault;
  }
}

/** What every fake answers besides its own faces. */
export interface FakeBase<Fault, Sent> {
  url: string;
  faults: Faults<Fault>;
  /** The messages one customer received, oldest first. */
  sentTo(customerId: string): Sent[];
  /** Revokes the fake's credential: every call is refused as unauthorised from now on. */
  revokeToken(): void;
  close(): Promise<void>;
}

/** Listens on a free loopback port; close() ends held answers and open connections first. */
export async function listenLocal(server: http.Server, held: HeldAnswers): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        held.endAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
