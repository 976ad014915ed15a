import fs from 'node:fs';

export interface Maintenance {
  isOn(): boolean;
  /** re-reads the flag file now; resolves with the new state */
  refresh(): Promise<boolean>;
  stop(): void;
}

export interface MaintenanceOptions {
  forced: boolean;
  file: string;
  pollMs: number;
}

/**
 * The flag file is polled with fs.stat rather than fs.watch: watching a file that does not exist yet is
 * not portable, and one stat per second costs nothing.
 */
export function createMaintenance({ forced, file, pollMs }: MaintenanceOptions): Maintenance {
  let flagged = fs.existsSync(file);
  let checking: Promise<boolean> | null = null;

  const refresh = () => {
    checking ??= new Promise<boolean>((resolve) => {
      fs.stat(file, (error) => {
        flagged = !error;
        checking = null;
        resolve(forced || flagged);
      });
    });
    return checking;
  };

  const timer = forced ? null : setInterval(() => void refresh(), pollMs);
  timer?.unref();

  return {
    isOn: () => forced || flagged,
    refresh,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
