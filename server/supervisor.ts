import { spawn, type ChildProcess } from 'node:child_process';

// Starts the api and the edge as child processes, waits for each to answer, forwards signals, and
// stops everything if either dies. Used by `npm start` and `npm run dev`.

export interface ChildSpec {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export function startChild(spec: ChildSpec): ChildProcess {
  return spawn(process.execPath, spec.args, { env: spec.env, stdio: ['ignore', 'inherit', 'inherit'] });
}

export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function superviseChildren(children: ChildProcess[]): void {
  let stopping = false;
  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
    const force = setTimeout(() => process.exit(code), 12_000);
    force.unref();
    Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
      process.exit(code),
    );
  };
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  process.on('SIGINT', () => stopAll('SIGTERM', 0));
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        process.stderr.write(`a child process exited (code ${code}); stopping the others\n`);
        stopAll('SIGTERM', code || 1);
      }
    });
  }
}
