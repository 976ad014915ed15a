// The supervisor with real child processes and a fake clock: the clock decides when a restart is due,
// so the test sees every delay of the backoff without waiting for it, and that nothing starts early.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './api/logger';
import { createSupervisor, type Supervisor } from './supervisor';
import { createFakeClock } from './testing/fakeClock';

interface Line {
  level: string;
  msg: string;
  [field: string]: unknown;
}

function recordingLogger() {
  const lines: Line[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => void lines.push({ level, msg, ...fields });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  const named = (msg: string) => lines.filter((line) => line.msg === msg);
  return { logger, lines, named };
}

const running: Supervisor[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((supervisor) => supervisor.stop()));
});

function setUp(stopTimeoutMs?: number) {
  const clock = createFakeClock();
  const log = recordingLogger();
  const supervisor = createSupervisor({ logger: log.logger, clock, stopTimeoutMs });
  running.push(supervisor);
  return { clock, log, supervisor };
}

const node = (code: string) => ['-e', code];
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('supervisor', () => {
  it('restarts a child that exits at once after 1, 2, 4, 8, 16, 30, 30 s, logging each exit and start', async () => {
    const { clock, log, supervisor } = setUp();
    supervisor.run({ name: 'broken', args: node('process.exit(3)'), env: process.env });
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, delay] of delays.entries()) {
      await vi.waitFor(() => expect(log.named('child exited')).toHaveLength(index + 1));
      expect(log.named('child exited')[index]).toMatchObject({ level: 'error', child: 'broken', code: 3, signal: null, restartInMs: delay });
      // Nothing starts before the delay is over, however long the real time: no busy loop.
      await settle();
      expect(log.named('child started')).toHaveLength(index + 1);
      clock.advance(delay - 1);
      expect(log.named('child started')).toHaveLength(index + 1);
      clock.advance(1);
      expect(log.named('child started')).toHaveLength(index + 2);
    }
    const starts = log.named('child started');
    expect(starts.map((line) => line.restarts)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(starts.map((line) => line.pid)).size).toBe(starts.length);
    expect(log.named('child exited').map((line) => line.pid)).toEqual(starts.slice(0, -1).map((line) => line.pid));
  });

  it('gives the signal of a killed child and starts the backoff over after a minute up', async () => {
    const { clock, log, supervisor } = setUp();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'supervisor-test-'));
    // Fails twice at once, then stays up.
    const flaky = `const fs = require('fs'); const f = ${JSON.stringify(path.join(dir, 'runs'))};
      const runs = Number(fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : 0); fs.writeFileSync(f, String(runs + 1));
      if (runs < 2) process.exit(1); setInterval(() => {}, 60000);`;
    try {
      supervisor.run({ name: 'flaky', args: node(flaky), env: process.env });
      for (const delay of [1_000, 2_000]) {
        await vi.waitFor(() => expect(log.named('child exited').at(-1)?.restartInMs).toBe(delay));
        clock.advance(delay);
      }
      await vi.waitFor(() => expect(log.named('child started')).toHaveLength(3));
      clock.advance(60_000);
      const pid = supervisor.pid('flaky')!;
      expect(pid).toBe(log.named('child started')[2]!.pid);
      process.kill(pid, 'SIGKILL');
      await vi.waitFor(() => expect(log.named('child exited')).toHaveLength(3));
      expect(log.named('child exited')[2]).toMatchObject({ pid, code: null, signal: 'SIGKILL', upMs: 60_000, restartInMs: 1_000 });
      expect(supervisor.pid('flaky')).toBeUndefined();

      clock.advance(1_000);
      await vi.waitFor(() => expect(supervisor.pid('flaky')).toBeDefined());
      process.kill(supervisor.pid('flaky')!, 'SIGKILL');
      await vi.waitFor(() => expect(log.named('child exited').at(-1)).toMatchObject({ signal: 'SIGKILL', restartInMs: 2_000 }));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('stops: SIGTERM to the running children, pending restarts cancelled, nothing started after', async () => {
    const { clock, log, supervisor } = setUp();
    supervisor.run({ name: 'steady', args: node('setInterval(() => {}, 60000)'), env: process.env });
    supervisor.run({ name: 'broken', args: node('process.exit(2)'), env: process.env });
    await vi.waitFor(() => expect(log.named('child exited')).toHaveLength(1));
    expect(clock.pending()).toEqual([1_000]);
    await expect(supervisor.stop()).resolves.toBe(true);
    expect(log.named('child stopped')).toEqual([expect.objectContaining({ child: 'steady', code: null, signal: 'SIGTERM' })]);
    expect(clock.pending()).toEqual([]);
    clock.advance(120_000);
    await settle();
    expect(log.named('child started')).toHaveLength(2);
    expect(supervisor.pid('steady')).toBeUndefined();
  });

  it('kills a child that does not stop within the timeout, and says so', async () => {
    const { clock, log, supervisor } = setUp(12_000);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'supervisor-test-'));
    const marker = path.join(dir, 'deaf');
    const deaf = `process.on('SIGTERM', () => {}); require('fs').writeFileSync(${JSON.stringify(marker)}, ''); setInterval(() => {}, 60000);`;
    try {
      supervisor.run({ name: 'deaf', args: node(deaf), env: process.env });
      await vi.waitFor(() => fs.access(marker));
      const stopped = supervisor.stop();
      await settle();
      expect(supervisor.pid('deaf')).toBeDefined();
      clock.advance(12_000);
      await expect(stopped).resolves.toBe(false);
      expect(log.named('children did not stop in time, killing them')).toEqual([expect.objectContaining({ children: ['deaf'], afterMs: 12_000 })]);
      expect(log.named('child stopped')).toEqual([expect.objectContaining({ child: 'deaf', signal: 'SIGKILL' })]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
