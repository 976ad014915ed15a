import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every process the bench started and that has not exited yet. */
export const children = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * On a small machine the load generator, the upstream and the proxy fight for the same cores; giving the
 * proxy under test a core of its own (the rest share the others) measures the proxy rather than the
 * scheduler. taskset execs the command, so the pid read from /proc is the proxy's own process.
 */
const CPUS = os.availableParallelism();
export const HAS_TASKSET = CPUS >= 2 && spawnSync('taskset', ['-V']).status === 0;
export const [PROXY_CPU, OTHER_CPUS, ALL_CPUS] = [String(CPUS - 1), `0-${Math.max(0, CPUS - 2)}`, `0-${CPUS - 1}`];
export const pinned = (cpus: string, args: string[]) => (HAS_TASKSET ? ['taskset', '-c', cpus, ...args] : args);
export const pinSelf = (cpus: string) =>
  HAS_TASKSET && spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { stdio: 'ignore' });

export function run(name: string, args: string[], env: Record<string, string>, group = false): ChildProcess {
  const child = spawn(args[0]!, args.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: group,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk).slice(-4000)));
  child.once('exit', (code) => {
    children.delete(child);
    if (code) console.error(`${name} exited with ${code}: ${stderr}`);
  });
  children.add(child);
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // `npm start` runs in its own process group so that npm, tsx and both servers get the signal
  const signal = (name: NodeJS.Signals) => (child.spawnargs[0] === 'npm' ? process.kill(-child.pid!, name) : child.kill(name));
  signal('SIGTERM');
  const force = setTimeout(() => signal('SIGKILL'), 12_000);
  await exited;
  clearTimeout(force);
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
/** User + system CPU time of a process so far, in µs, from /proc. */
export const cpuMicros = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
};
export const rssMB = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
