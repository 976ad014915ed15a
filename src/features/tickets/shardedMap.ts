// An immutable id → value map split into small shards. Changing a few values copies only the shards
// they live in, so a frame of socket events into 10,000 loaded tickets copies a few hundred keys instead
// of the whole map (a shallow copy of 10,000 uuid keys alone costs 1-2 ms, half the 4 ms frame budget).
// Plain objects and arrays all the way down, so Redux state stays serializable.

/** ~10 tickets a shard at 10,000: copying a shard is a handful of keys (spreading uuid-keyed objects is slow). */
const SHARDS = 1024;

export interface ShardedMap<T> {
  readonly shards: readonly Readonly<Record<string, T>>[];
  readonly size: number;
}

export function emptyShardedMap<T>(): ShardedMap<T> {
  return { shards: Array.from({ length: SHARDS }, () => ({})), size: 0 };
}

/**
 * A stable shard for an id: a hash of its last 8 characters (the random end of a uuid; any string
 * works). Binary searches look ids up ~15 times per change, so the hash must be cheap.
 */
function shardOf(id: string): number {
  let hash = 0;
  for (let i = Math.max(0, id.length - 8); i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return (hash >>> 0) % SHARDS;
}

export function getFrom<T>(map: ShardedMap<T>, id: string): T | undefined {
  const shard = map.shards[shardOf(id)]!;
  return Object.prototype.hasOwnProperty.call(shard, id) ? shard[id] : undefined;
}

export function valuesOf<T>(map: ShardedMap<T>): T[] {
  return map.shards.flatMap((shard) => Object.values(shard));
}

/**
 * Copy-on-write edits of a map: each shard is copied the first time an edit touches it; build() gives the
 * new map (the same object when nothing changed).
 */
export function editShardedMap<T>(map: ShardedMap<T>) {
  let shards: Record<string, T>[] | null = null;
  const copied = new Set<number>();
  let size = map.size;

  const writable = (index: number): Record<string, T> => {
    shards ??= map.shards.slice() as Record<string, T>[];
    if (!copied.has(index)) {
      const copy: Record<string, T> = {};
      const source = map.shards[index]!;
      for (const key in source) copy[key] = source[key]!;
      shards[index] = copy;
      copied.add(index);
    }
    return shards[index]!;
  };

  return {
    get: (id: string): T | undefined => {
      const shard = (shards ?? map.shards)[shardOf(id)]!;
      return Object.prototype.hasOwnProperty.call(shard, id) ? shard[id] : undefined;
    },
    set(id: string, value: T) {
      const shard = writable(shardOf(id));
      if (!Object.prototype.hasOwnProperty.call(shard, id)) size++;
      shard[id] = value;
    },
    delete(id: string) {
      const index = shardOf(id);
      if (!Object.prototype.hasOwnProperty.call((shards ?? map.shards)[index], id)) return;
      delete writable(index)[id];
      size--;
    },
    build: (): ShardedMap<T> => (shards === null ? map : { shards, size }),
  };
}
