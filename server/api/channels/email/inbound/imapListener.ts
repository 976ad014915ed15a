// The IMAP side of the EMAIL channel (channels.md §2.1): one connection per channel, held by the
// listening runner on one api instance. It selects the folder, imports what came since the cursor,
// then IDLEs (called explicitly: imapflow's auto-IDLE waits 15 s), importing at once on EXISTS; IDLE is
// re-issued within 29 minutes (RFC 2177), and a server without IDLE is polled. Each mail is stored, then
// marked, moved or deleted per the channel's setting, then the cursor moves past it. A lost connection
// ends listen() with an error: the runner records it and reconnects with backoff.
import { ImapFlow } from 'imapflow';
import type { ApiDeps } from '../../../deps';
import { AppError, describeError } from '../../../http/errors';
import type { ChannelRow } from '../../connector';
import type { ListenContext, ListeningSide } from '../../definition';
import { markReconnectNeeded } from '../../outbox/channelStatus';
import { emailSettings, type EmailSettings } from '../settings';
import { cursorHolds, newUids, readImapCursor, RESYNC_MS, type ImapCursor } from './imapCursor';
import { parseMail } from './parseMail';

export const IDLE_RENEW_MS = 29 * 60_000;
export const LOGIN_REFUSED = 'The IMAP server refused the user name or password: enter them again in the channel’s settings.';
/** Where 'move' files imported mail (the settings page names it). */
export const IMPORTED_FOLDER = 'Imported';

export interface ImapListenOptions {
  /** How often a server without IDLE is asked for news. */
  pollMs?: number;
}

function openClient(settings: EmailSettings): ImapFlow {
  const { host, port, secure, user, pass } = settings.imap;
  return new ImapFlow({ host, port, secure, auth: { user, pass }, logger: false, maxIdleTime: IDLE_RENEW_MS, missingIdleCommand: 'NOOP', disableAutoIdle: true });
}

async function afterImport(client: ImapFlow, settings: EmailSettings, uid: number): Promise<void> {
  const range = String(uid);
  if (settings.afterImport === 'delete') await client.messageDelete(range, { uid: true });
  else if (settings.afterImport === 'move') {
    await client.mailboxCreate(IMPORTED_FOLDER).catch(() => undefined);
    await client.messageMove(range, IMPORTED_FOLDER, { uid: true });
  } else await client.messageFlagsAdd(range, ['\\Seen'], { uid: true });
}

/** Stores one mail; a mail the inbox cannot take as it is (a 400) is logged and passed, never retried forever. */
async function importOne(deps: ApiDeps, channel: ChannelRow, ctx: ListenContext, raw: Buffer, uid: number): Promise<void> {
  try {
    await ctx.deliver(await parseMail(deps, channel, raw));
  } catch (err) {
    if (!(err instanceof AppError && err.status === 400)) throw err;
    deps.logger.warn('mail not stored', { channelId: channel.id, uid, ...describeError(err) });
  }
}

export function createImapListener(options: ImapListenOptions = {}): ListeningSide {
  const pollMs = options.pollMs ?? 30_000;
  return {
    async listen(deps, channel, ctx) {
      const settings = emailSettings(deps, channel);
      const client = openClient(settings);
      let wake: (() => void) | undefined;
      let news = true;
      const lost = new Promise<never>((_, reject) => {
        client.on('error', (err: Error) => reject(err));
        client.on('close', () => reject(new Error('the IMAP server closed the connection')));
      });
      lost.catch(() => undefined);
      client.on('exists', () => {
        news = true;
        wake?.();
      });
      const stop = () => {
        wake?.();
        client.close();
      };
      ctx.signal.addEventListener('abort', stop, { once: true });
      try {
        await Promise.race([client.connect(), lost]).catch(async (err: unknown) => {
          // A refused login will not heal by retrying: the channel's page asks an Administrator to reconnect.
          if ((err as { authenticationFailed?: boolean }).authenticationFailed) await markReconnectNeeded(deps, channel.id, LOGIN_REFUSED);
          throw err;
        });
        const lock = await client.getMailboxLock(settings.folder);
        try {
          const mailbox = client.mailbox;
          if (!mailbox) throw new Error(`the folder ${settings.folder} could not be opened`);
          const uidValidity = String(mailbox.uidValidity);
          let cursor: ImapCursor | undefined = readImapCursor(ctx.cursor);
          const canIdle = client.capabilities.has('IDLE');
          while (!ctx.signal.aborted) {
            if (news) {
              news = false;
              const held = cursorHolds(cursor, settings.folder, uidValidity);
              const found = held
                ? await client.search({ uid: `${cursor!.lastUid + 1}:*` }, { uid: true })
                : await client.search({ since: new Date(deps.now().getTime() - RESYNC_MS) }, { uid: true });
              let lastUid = held ? cursor!.lastUid : 0;
              for (const uid of newUids(found || [], lastUid)) {
                const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
                if (!message || !message.source) continue;
                await importOne(deps, channel, ctx, message.source, uid);
                await afterImport(client, settings, uid);
                lastUid = uid;
                cursor = { folder: settings.folder, uidValidity, lastUid };
                await ctx.saveCursor({ ...cursor });
              }
              if (!held) {
                cursor = { folder: settings.folder, uidValidity, lastUid: Math.max(lastUid, Number(mailbox.uidNext ?? 1) - 1) };
                await ctx.saveCursor({ ...cursor });
              }
              continue;
            }
            const woke = new Promise<void>((resolve) => (wake = resolve));
            if (canIdle) await Promise.race([woke, client.idle(), lost]);
            else {
              await Promise.race([woke, new Promise((r) => setTimeout(r, pollMs)), lost]);
              if (!ctx.signal.aborted) await client.noop();
              news = true;
            }
            wake = undefined;
          }
        } finally {
          if (!ctx.signal.aborted) lock.release();
        }
      } finally {
        ctx.signal.removeEventListener('abort', stop);
        if (client.usable) await client.logout().catch(() => client.close());
        else client.close();
      }
    },
  };
}

export const emailListener = createImapListener();
