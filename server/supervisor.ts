import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from './api/logger';
import { RESTART_POLICY, restartDelay, type RestartPolicy } from './supervisorRules';

// Runs the api and the edge (or the dev servers) as child processes and keeps them running: a child
// that exits is started again after a backoff, every exit and start logged as a JSON line. SIGTERM and
// SIGINT stop everything. Used by `npm start` and `npm run dev`.

export interface ChildSpec {
  name: string;
  /** arguments to this same node binary */
  args: string[];
  env: NodeJS.ProcessEnv;
}

export interface SupervisorClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const systemClock: SupervisorClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export interface SupervisorOptions {
  logger: Logger;
  clock?: SupervisorClock;
  policy?: RestartPolicy;
  /** how long stop() waits before killing: past the children's own 10 s limit for a graceful stop */
  stopTimeoutMs?: number;
}

export interface Supervisor {
  /** starts the child now and again after every exit, until stop() */
  run(spec: ChildSpec): void;
  /** the pid of that child's running process, if one is running */
  pid(name: string): number | undefined;
  /** cancels pending restarts and sends SIGTERM to every child; true when all exited before the timeout */
  stop(): Promise<boolean>;
}

interface Supervised {
  spec: ChildSpec;
  process: ChildProcess | null;
  exited: Promise<void>;
  startedAt: number;
  starts: number;
  /** the wait before the current run, null before any restart */
  delayMs: number | null;
  restartTimer: unknown;
}

export function createSupervisor({ logger, clock = systemClock, policy = RESTART_POLICY, stopTimeoutMs = 12_000 }: SupervisorOptions): Supervisor {
  const children = new Map<string, Supervised>();
  let stopping: Promise<boolean> | null = null;

  const exited = (child: Supervised, proc: ChildProcess, code: number | null, signal: NodeJS.Signals | null, error?: string) => {
    if (child.process !== proc) return;
    child.process = null;
    const fields = { child: child.spec.name, pid: proc.pid ?? null, code, signal, ...(error ? { error } : {}) };
    if (stopping) return logger.info('child stopped', fields);
    const upMs = clock.now() - child.startedAt;
    child.delayMs = restartDelay(child.delayMs, upMs, policy);
    logger.error('child exited', { ...fields, upMs, restartInMs: child.delayMs });
    child.restartTimer = clock.setTimeout(() => {
      child.restartTimer = null;
      if (!stopping) start(child);
    }, child.delayMs);
  };

  const start = (child: Supervised) => {
    const proc = spawn(process.execPath, child.spec.args, { env: child.spec.env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.process = proc;
    child.startedAt = clock.now();
    child.starts += 1;
    child.exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    proc.once('exit', (code, signal) => exited(child, proc, code, signal));
    // A process that could not be spawned at all (no pid) may never emit 'exit'.
    proc.on('error', (error) => {
      if (proc.pid === undefined) exited(child, proc, null, null, error.message);
    });
    if (proc.pid !== undefined) logger.info('child started', { child: child.spec.name, pid: proc.pid, restarts: child.starts - 1 });
  };

  const stopAll = async (): Promise<boolean> => {
    const running: Supervised[] = [];
    for (const child of children.values()) {
      if (child.restartTimer !== null) clock.clearTimeout(child.restartTimer);
      child.restartTimer = null;
      if (child.process) running.push(child);
    }
    for (const child of running) child.process?.kill('SIGTERM');
    let timer: unknown = null;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = clock.setTimeout(() => resolve(false), stopTimeoutMs);
    });
    const clean = await Promise.race([Promise.all(running.map((child) => child.exited)).then(() => true), timedOut]);
    clock.clearTimeout(timer);
    if (!clean) {
      const left = running.filter((child) => child.process !== null);
      logger.error('children did not stop in time, killing them', { children: left.map((child) => child.spec.name), afterMs: stopTimeoutMs });
      for (const child of left) child.process?.kill('SIGKILL');
      await Promise.all(left.map((child) => child.exited));
    }
    return clean;
  };

  return {
    run(spec) {
      if (children.has(spec.name)) throw new Error(`a child named ${spec.name} is already supervised`);
      const child: Supervised = { spec, process: null, exited: Promise.resolve(), startedAt: 0, starts: 0, delayMs: null, restartTimer: null };
      children.set(spec.name, child);
      if (!stopping) start(child);
    },
    pid: (name) => children.get(name)?.process?.pid,
    stop() {
      stopping ??= stopAll();
      return stopping;
    },
  };
}

/** SIGTERM or SIGINT (once or more) stops the children, then the process: 0 when they all stopped in time. */
export function stopOnSignals(supervisor: Supervisor, logger: Logger, exit: (code: number) => void = process.exit): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info('stopping', { signal });
    void supervisor.stop().then((clean) => exit(clean ? 0 : 1));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Polls the URL until it answers 2xx, through any number of restarts; the logs say why it does not. */
export async function waitForOk(url: string, intervalMs = 100): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
