// The main thread's CPU time and the time it waited for a core, from Linux's scheduler statistics
// (nanoseconds, one pread of /proc/<pid>/task/<pid>/schedstat, ~3 µs). process.cpuUsage() adds every
// thread of the process (V8's concurrent marking and compiler threads) and the wall clock adds the time
// the thread was runnable but had no core; on a shared 2-core machine both count other work than the
// code measured.
import fs from 'node:fs';

export interface ThreadTimes {
  /** milliseconds of CPU the main thread has used */
  cpu: number;
  /** milliseconds it was ready to run but waited for a core (0 where unknown) */
  waited: number;
}

export interface ThreadClock {
  read(): ThreadTimes;
  /** what `cpu` measures, for the report */
  source: string;
}

export function mainThreadClock(): ThreadClock {
  try {
    const fd = fs.openSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'r');
    const buffer = Buffer.alloc(64);
    const read = () => {
      const [cpu, waited] = buffer.toString('latin1', 0, fs.readSync(fd, buffer, 0, buffer.length, 0)).split(' ');
      return { cpu: Number(cpu) / 1e6, waited: Number(waited) / 1e6 };
    };
    if (Number.isFinite(read().cpu)) return { read, source: 'main-thread CPU time' };
  } catch {
    // not Linux, or no schedstat: fall back to the whole process's CPU time
  }
  return {
    read: () => {
      const usage = process.cpuUsage();
      return { cpu: (usage.user + usage.system) / 1000, waited: 0 };
    },
    source: 'process CPU time',
  };
}
