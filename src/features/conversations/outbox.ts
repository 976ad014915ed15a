// Files the agent picked wait here between the file input and the upload. Redux actions stay plain
// data (a File is not serializable), so an action names a staged file by its key instead.

import type { StagedFileInfo } from './openConversationSlice';

const staged = new Map<string, File>();
let counter = 0;

export function stageFile(file: File): StagedFileInfo {
  const key = `file-${++counter}`;
  staged.set(key, file);
  return { key, name: file.name, size: file.size, type: file.type };
}

export function stagedFile(key: string): File | undefined {
  return staged.get(key);
}

/** After the upload, or when the agent removes the file before sending. */
export function releaseFile(key: string): void {
  staged.delete(key);
}
