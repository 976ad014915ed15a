// The local cache of the seen guides (spec §3 "Product-tour record ... cached locally").

export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

/** localStorage, tolerating browsers where it is disabled (then nothing is cached and the server answers). */
export const browserStorage: KeyValueStorage = {
  read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Full or disabled storage: the server still holds the record.
    }
  },
};

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    read: (key) => data[key] ?? null,
    write: (key, value) => {
      data[key] = value;
    },
  };
}
