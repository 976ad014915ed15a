import fs from 'node:fs';

// A reply a provider took is at risk of a second send until the database records it: a SIGKILL in that
// moment leaves its outbox row pending, and the next lease sends it again (Telegram, LINE and most
// providers have no idempotency key to stop the repeat). The journal shrinks that moment from a database
// commit (which waits its turn behind every other query) to one write(2) into the kernel's page cache,
// which outlives the process: the worker writes each acceptance here the moment the provider answers, and
// a worker started on the same DATA_DIR records what the journal holds before it claims anything. (The
// page cache does not outlive a power cut: after one, the rows are simply sent again, at least once.)

/** One acceptance: the outbox row, the try it was, and the provider's ids of what it took. */
export interface SentEntry {
  rowId: string;
  attempts: number;
  externalIds: string[];
}

export interface SendJournal {
  /** Writes down an acceptance at once (synchronously), before the database records it. */
  record(entry: SentEntry): void;
  /** The database recorded this row's acceptance: its entry may go at the next settle. */
  committed(rowId: string): void;
  /** Rewrites the file with the acceptances not yet recorded (usually none: the file is emptied). */
  settle(): void;
  /** What a previous process wrote and may not have recorded; read once, when the journal opens. */
  readonly leftOver: SentEntry[];
  /** What is written here and not yet committed: the left-over, and the successes whose record failed. */
  unrecorded(): SentEntry[];
  close(): void;
}

function parse(text: string): SentEntry[] {
  const entries: SentEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const value = JSON.parse(line) as SentEntry;
      if (typeof value.rowId === 'string' && Number.isInteger(value.attempts) && Array.isArray(value.externalIds)) entries.push(value);
    } catch {
      // A line cut short by the kill that ended its process: its reply was not yet taken as recorded.
    }
  }
  return entries;
}

/** Opens (creating) the journal file; its left-over entries are answered for the caller to record. */
export function openSendJournal(file: string): SendJournal {
  const leftOver = fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : [];
  const fd = fs.openSync(file, 'a', 0o600);
  const open = new Map<string, SentEntry>(leftOver.map((entry) => [entry.rowId, entry]));
  const done = new Set<string>();
  return {
    leftOver,
    record(entry) {
      fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
      open.set(entry.rowId, entry);
    },
    committed(rowId) {
      done.add(rowId);
    },
    unrecorded() {
      return [...open.values()].filter((entry) => !done.has(entry.rowId));
    },
    settle() {
      for (const id of done) open.delete(id);
      done.clear();
      fs.ftruncateSync(fd, 0);
      for (const entry of open.values()) fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
    },
    close() {
      fs.closeSync(fd);
    },
  };
}
