import type { DirectoryState } from './directorySlice';

/** Once per session: read when never read or when the last read failed, not while one is running. */
export function shouldLoadDirectory(status: DirectoryState['status']): boolean {
  return status === 'idle' || status === 'failed';
}
