// Console logging for developers only (spec §6: "A developer also gets extra console logging").
// Everyone else sees warnings and errors, nothing more; the flag comes from the runtime configuration.

export interface Logger {
  /** turned on once the runtime configuration says the user is a developer */
  setVerbose(verbose: boolean): void;
  isVerbose(): boolean;
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

type ConsoleLike = Pick<Console, 'debug' | 'warn' | 'error'>;

export function createLogger(sink: ConsoleLike = console): Logger {
  let verbose = false;
  return {
    setVerbose: (value) => {
      verbose = value;
    },
    isVerbose: () => verbose,
    debug: (message, ...details) => {
      if (verbose) sink.debug(`[omni] ${message}`, ...details);
    },
    warn: (message, ...details) => sink.warn(`[omni] ${message}`, ...details),
    error: (message, ...details) => sink.error(`[omni] ${message}`, ...details),
  };
}

/** A logger that drops everything: the default in tests. */
export const silentLogger: Logger = {
  setVerbose: () => undefined,
  isVerbose: () => false,
  debug: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
