// The inbound side: the telephone system posts each CTI event to the channel's webhook URL with the
// channel's secret as ?token= (the URL is the only credential, as in Zammad's generic CTI). Each event is
// an 'apply' item keyed callId:event; an event we do not know is acknowledged and left alone.
import type { ChannelRow } from '../connector';
import type { InboundItem, InboundSide, RawRequest } from '../definition';
import { secretMatches } from '../../security/tokens';
import { applyCallEvent } from './callService';
import { readCti } from './ctiRules';

export const phoneInbound: InboundSide = {
  // Compared in constant time (both sides hashed to one length first).
  verify: (channel: ChannelRow, req: RawRequest) => secretMatches(channel.secret, req.query.token),
  parse(_channel: ChannelRow, req: RawRequest): InboundItem[] {
    const read = readCti(req.body, req.headers['content-type']);
    if (read.kind === 'unknown') return [];
    const { event } = read;
    return [{ kind: 'apply', key: `${event.callId}:${event.event}`, run: (deps, channel) => applyCallEvent(deps, channel, event) }];
  },
};
