import type { RealtimeEvent } from '../../../src/domain/api';

// What modules use to publish realtime events. One implementation persists each event with the
// workspace's next sequence number and emits it to the workspace's rooms.

export interface PublishInput {
  workspaceId: string;
  type: string;
  payload: Record<string, unknown>;
  /** User ids the event is meant for; null or absent means everyone in the workspace. */
  sendTo?: string[] | null;
}

export type { RealtimeEvent };

export interface Publisher {
  publish(input: PublishInput): Promise<RealtimeEvent>;
  /** Closes the live sockets of ended sessions (logout, password change), on every instance. */
  disconnectSessions(sessionIds: string[]): void;
  /** These members' unread counts may have changed without an event (they read something): push them. */
  unreadChanged(workspaceId: string, userIds: string[]): void;
}
