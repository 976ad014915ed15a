// Small values kept in the browser (theme, caches). Private browsing or a full quota makes
// localStorage throw; losing a preference is better than breaking the page, so failures are swallowed.

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createWebStorage(getArea: () => Storage = () => window.localStorage): KeyValueStorage {
  return {
    get(key) {
      try {
        return getArea().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getArea().setItem(key, value);
      } catch {
        // quota or privacy mode: the value lives for this page only
      }
    },
    remove(key) {
      try {
        getArea().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

/** For tests and for code that runs where no Web Storage exists. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
