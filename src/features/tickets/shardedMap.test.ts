import { describe, expect, it } from 'vitest';
import { editShardedMap, emptyShardedMap, getFrom, valuesOf } from './shardedMap';

const build = (entries: [string, number][]) => {
  const edit = editShardedMap<number>(emptyShardedMap());
  for (const [id, value] of entries) edit.set(id, value);
  return edit.build();
};

describe('sharded map', () => {
  it('reads what was set, and nothing else (not even Object.prototype names)', () => {
    const map = build([['a', 1], ['b', 2]]);
    expect(getFrom(map, 'a')).toBe(1);
    expect(getFrom(map, 'b')).toBe(2);
    expect(getFrom(map, 'c')).toBeUndefined();
    expect(getFrom(map, 'toString')).toBeUndefined();
    expect(map.size).toBe(2);
  });

  it('copies only the shards an edit touches and leaves the original as it was', () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => `id-${i}`);
    const before = build(ids.map((id, i) => [id, i]));
    const edit = editShardedMap(before);
    edit.set('id-7', 700);
    edit.delete('id-8');
    edit.set('new', -1);
    const after = edit.build();

    expect(getFrom(before, 'id-7')).toBe(7);
    expect(getFrom(before, 'id-8')).toBe(8);
    expect(getFrom(before, 'new')).toBeUndefined();
    expect(getFrom(after, 'id-7')).toBe(700);
    expect(getFrom(after, 'id-8')).toBeUndefined();
    expect(getFrom(after, 'new')).toBe(-1);
    expect([before.size, after.size]).toEqual([1_000, 1_000]);
    const shared = after.shards.filter((shard, i) => shard === before.shards[i]).length;
    expect(shared).toBeGreaterThanOrEqual(after.shards.length - 3);
    expect(valuesOf(after).sort((x, y) => x - y)).toEqual([-1, ...ids.map((_, i) => (i === 7 ? 700 : i)).filter((v) => v !== 8)].sort((x, y) => x - y));
  });

  it('gives back the same map when nothing changed, and ignores deleting what is not there', () => {
    const map = build([['a', 1]]);
    const edit = editShardedMap(map);
    edit.delete('missing');
    expect(edit.build()).toBe(map);
  });

  it('sees its own edits before build()', () => {
    const edit = editShardedMap(build([['a', 1]]));
    edit.set('a', 2);
    expect(edit.get('a')).toBe(2);
    edit.delete('a');
    expect(edit.get('a')).toBeUndefined();
  });
});
