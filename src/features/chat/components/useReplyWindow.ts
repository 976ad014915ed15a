// The open conversation's reply window as it stands now (src/domain/replyWindowRules.ts), from the
// customer's last message time and the channel's window and templates sent with the conversation;
// looked at again every minute so a window closes while the conversation stays open.
import { useEffect, useState } from 'react';
import type { ConversationSummary } from '../../../domain/inbox';
import { replyWindow, type ReplyOptions, type ReplyWindow } from '../../../domain/replyWindowRules';
import type { OpenConversationState } from '../../conversations/openConversationSlice';
import { usePageSelector } from '../../../app/hooks';

const NO_OPTIONS: ReplyOptions = { windowHours: null, tagWindowHours: null, templates: [] };

export function useReplyWindow(conversation: ConversationSummary): { window: ReplyWindow; options: ReplyOptions } {
  const options = usePageSelector((state: { openConversation: OpenConversationState }) => state.openConversation.replyOptions) ?? NO_OPTIONS;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!options.windowHours) return undefined;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [options.windowHours]);
  const lastInboundAt = conversation.lastInboundAt ? new Date(conversation.lastInboundAt) : null;
  // A customer's new message moves lastInboundAt past the tick: the window is counted from it at once.
  const at = lastInboundAt && lastInboundAt > now ? lastInboundAt : now;
  return { window: replyWindow({ windowHours: options.windowHours, tagWindowHours: options.tagWindowHours, lastInboundAt, now: at }), options };
}
