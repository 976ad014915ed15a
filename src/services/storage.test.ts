import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createWebStorage } from './storage';

describe('createWebStorage', () => {
  it('reads and writes localStorage', () => {
    const storage = createWebStorage();
    storage.set('omni.test', 'dark');
    expect(storage.get('omni.test')).toBe('dark');
    storage.remove('omni.test');
    expect(storage.get('omni.test')).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    const refusing = createWebStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(refusing.get('k')).toBeNull();
    expect(() => refusing.set('k', 'v')).not.toThrow();
    expect(() => refusing.remove('k')).not.toThrow();
  });
});

describe('createMemoryStorage', () => {
  it('keeps values in memory', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.set('b', '2');
    expect([storage.get('a'), storage.get('b'), storage.get('c')]).toEqual(['1', '2', null]);
  });
});
