// 'call ringing': the incoming-call panel of the agents the call rings for. The telephone system may name
// them (newCall's user[]: e-mail addresses or names, matched without case); otherwise the call rings for
// every available member who may take chat work. A member who may not take work hears nothing.
import type { CallMeta } from '../../../../src/domain/callMeta';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ApiDeps } from '../../deps';
import type { ContactRow } from '../../modules/contacts/mapper';
import { takersOf } from '../../realtime/audience';
import type { ChannelRow } from '../connector';
import { membersToRing, openTicketsOf } from './callRepository';

interface Member {
  id: string;
  email: string;
  name: string;
  status: string;
}

/** Who hears the call: the members the telephone system named, else the available ones. */
export function ringFor(candidates: readonly Member[], named: readonly string[]): string[] {
  const wanted = new Set(named.map((n) => n.trim().toLowerCase()).filter(Boolean));
  const matched = candidates.filter((m) => wanted.has(m.email.toLowerCase()) || wanted.has(m.name.trim().toLowerCase()));
  return (matched.length > 0 ? matched : candidates.filter((m) => m.status === 'available')).map((m) => m.id);
}

export async function publishRinging(
  deps: ApiDeps,
  channel: ChannelRow,
  input: { call: CallMeta; number: string; contact: ContactRow; conversationId: string },
  named: readonly string[],
): Promise<void> {
  const candidates = await membersToRing(deps.db, await takersOf(deps.db, channel.workspaceId, 'chat'));
  const sendTo = ringFor(candidates, named);
  if (sendTo.length === 0) return;
  const tickets = await openTicketsOf(deps.db, input.contact.id);
  await deps.realtime.publish({
    workspaceId: channel.workspaceId,
    type: REALTIME_EVENTS.callRinging,
    payload: {
      call: {
        callId: input.call.callId,
        number: input.number,
        contact: { id: input.contact.id, name: input.contact.name },
        conversationId: input.conversationId,
        tickets,
        startedAt: input.call.startedAt,
      },
    },
    sendTo,
  });
}
