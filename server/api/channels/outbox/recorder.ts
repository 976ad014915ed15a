import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import type { AcceptedReply } from './attempt';
import { markSentMany, publishSent, type Sent } from './batch';
import type { SendJournal } from './sendJournal';

/**
 * How long a reply the provider took may wait for the rest of its batch before the database records it:
 * the console shows 'sent' from that commit on, and a slow provider's batch can take seconds.
 */
export const RECORD_WITHIN_MS = 250;

export interface Recorder {
  /** A reply the provider took (already in the journal, if there is one). */
  add(accepted: AcceptedReply): Promise<void>;
  /** Records what is still waiting, then tells the consoles of every reply that moved to sent. */
  finish(): Promise<void>;
}

/**
 * Records a round's successes in the database. Without a send journal the commit is the only record that
 * a reply was taken, so each is recorded the moment its answer arrives. With one (sendJournal.ts) each is
 * already safe on disk, so they are recorded together, in one statement at the end of the round (or once
 * the oldest has waited RECORD_WITHIN_MS): while the tries of a round are under way the process does
 * nothing but talk to the provider and write the journal, so an answer waits for no database statement
 * before it is written down, and a round of fifty replies costs a handful of statements instead of a
 * hundred.
 */
export function createRecorder(deps: ApiDeps, journal: SendJournal | undefined, clock: () => number = Date.now): Recorder {
  const sent: Sent[] = [];
  let waiting: AcceptedReply[] = [];
  let oldest = 0;

  async function record(batch: AcceptedReply[]): Promise<void> {
    if (batch.length === 0) return;
    const moved = await markSentMany(deps, batch);
    for (const accepted of batch) {
      journal?.committed(accepted.rowId);
      sent.push({ messageId: accepted.messageId, workspaceId: accepted.workspaceId, moved: moved.has(accepted.messageId) });
    }
  }

  async function recordWaiting(): Promise<void> {
    const batch = waiting;
    waiting = [];
    await record(batch);
  }

  return {
    async add(accepted) {
      if (!journal) return record([accepted]);
      if (waiting.length === 0) oldest = clock();
      waiting.push(accepted);
      if (clock() - oldest >= RECORD_WITHIN_MS) await recordWaiting();
    },
    async finish() {
      const count = waiting.length;
      // A failed record loses nothing: the journal keeps these successes, recorded at the next round.
      await recordWaiting().catch((err: unknown) => deps.logger.error('outbox successes not recorded yet', { count, ...describeError(err) }));
      await publishSent(deps, sent.splice(0));
    },
  };
}
