import { io } from 'socket.io-client';
import { SOCKET_PATH } from '../domain/api';
import {
  WEBCHAT_ACK_EVENT,
  WEBCHAT_NAMESPACE,
  WEBCHAT_SERVER_EVENTS,
  WEBCHAT_TYPING_EVENT,
  type AgentTyping,
  type QueuePosition,
  type VisitorAck,
  type VisitorMessage,
  type VisitorMessageState,
  type VisitorTyping,
} from '../domain/webchat';

export interface ConnectionHandlers {
  message(message: VisitorMessage): void;
  messageState(state: VisitorMessageState): void;
  agentTyping(typing: AgentTyping): void;
  queuePosition(position: QueuePosition): void;
  /** connected (again): the window catches up on what it may have missed */
  online(): void;
  offline(): void;
  /** the server refused the token: the identity is gone (secret rotated) */
  refused(): void;
}

export interface Connection {
  ack(ack: VisitorAck): void;
  /** Dropped while offline: typing is about now, a late one would be wrong. */
  typing(typing: VisitorTyping): void;
  close(): void;
}

export type Connect = (publicId: string, token: string, handlers: ConnectionHandlers) => Connection;

/** The visitor's socket: websocket only, like the console's, reconnecting on its own. */
export const connectVisitor: Connect = (publicId, token, handlers) => {
  const socket = io(WEBCHAT_NAMESPACE, { path: SOCKET_PATH, transports: ['websocket'], auth: { channel: publicId, token } });
  socket.on('connect', handlers.online);
  socket.on('disconnect', handlers.offline);
  socket.on('connect_error', (err: Error) => {
    if (err.message === 'invalid token' || err.message === 'unknown channel') {
      socket.close();
      handlers.refused();
    } else {
      handlers.offline();
    }
  });
  socket.on(WEBCHAT_SERVER_EVENTS.message, handlers.message);
  socket.on(WEBCHAT_SERVER_EVENTS.messageState, handlers.messageState);
  socket.on(WEBCHAT_SERVER_EVENTS.agentTyping, handlers.agentTyping);
  socket.on(WEBCHAT_SERVER_EVENTS.queuePosition, handlers.queuePosition);
  return {
    ack: (ack) => void socket.emit(WEBCHAT_ACK_EVENT, ack),
    typing: (typing) => void socket.volatile.emit(WEBCHAT_TYPING_EVENT, typing),
    close: () => {
      socket.removeAllListeners();
      socket.close();
    },
  };
};
