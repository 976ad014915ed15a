import type { RealtimeEvent, RealtimeEventOf, RealtimeEventPayloads, RealtimeEventType } from '../../../src/domain/realtimeEvents';

// What modules use to publish realtime events. One implementation persists each event with the
// workspace's next sequence number and emits it to the workspace's rooms. The event map of
// src/domain/realtimeEvents.ts types each call: a payload of another shape does not compile.

export interface PublishInput<K extends RealtimeEventType = RealtimeEventType> {
  workspaceId: string;
  type: K;
  payload: RealtimeEventPayloads[K];
  /** User ids the event is meant for; null or absent means everyone in the workspace. */
  sendTo?: string[] | null;
}

export interface Publisher {
  /** Refuses (throws, nothing stored) a payload that fails its event's runtime check: consoles would drop it. */
  publish<K extends RealtimeEventType>(input: PublishInput<K>): Promise<RealtimeEventOf<K>>;
  /** One workspace's events at once, numbered in order in one statement; refuses them all if one fails its check. */
  publishMany(workspaceId: string, inputs: PublishInput[]): Promise<RealtimeEvent[]>;
  /** Closes the live sockets of ended sessions (logout, password change), on every instance. */
  disconnectSessions(sessionIds: string[]): void;
  /** These members' unread counts may have changed without an event (they read something): push them. */
  unreadChanged(workspaceId: string, userIds: string[]): void;
}
