// Where reading a mailbox stands (channel_poll_leases.cursor): the folder's UIDVALIDITY and the last UID
// stored. A different UIDVALIDITY means the server renumbered the folder: the UIDs are meaningless and
// the listener resynchronizes by date (duplicates are dropped by Message-ID). Pure.

export interface ImapCursor {
  folder: string;
  uidValidity: string;
  lastUid: number;
}

/** How far back a resync (a new channel, a renumbered folder) reads. */
export const RESYNC_MS = 24 * 3600_000;

export function readImapCursor(value: Readonly<Record<string, unknown>>): ImapCursor | undefined {
  const { folder, uidValidity, lastUid } = value;
  if (typeof folder !== 'string' || typeof uidValidity !== 'string' || typeof lastUid !== 'number') return undefined;
  return { folder, uidValidity, lastUid };
}

/** The cursor still holds for this folder as the server numbers it now. */
export function cursorHolds(cursor: ImapCursor | undefined, folder: string, uidValidity: string): cursor is ImapCursor {
  return cursor !== undefined && cursor.folder === folder && cursor.uidValidity === uidValidity;
}

/** The UIDs to import: above the cursor (a `N:*` range answers the last mail even when none is newer), in order. */
export function newUids(uids: readonly number[], lastUid: number): number[] {
  return [...new Set(uids.filter((uid) => uid > lastUid))].sort((a, b) => a - b);
}
