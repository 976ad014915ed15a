// Test helpers: a web chat channel, a visitor session and the visitor's calls as the chat window makes them.
import type TestAgent from 'supertest/lib/agent';
import type { ChannelRow } from '../../channels/connector';
import { messages } from '../../db/inboxSchema';
import type { TestApi } from '../../testing/harness';
import { insertChannel } from '../channels/repository';
import { multipart } from '../uploads/testFiles';

export function webchatChannel(api: TestApi, workspaceId: string, settings: Record<string, unknown> = {}, type = 'CHATOMNIWEBCHAT') {
  return insertChannel(api.deps.db, { workspaceId, type, name: 'Website', settings });
}

export interface Visitor {
  visitorId: string;
  token: string;
  /** X-Forwarded-For of this visitor's calls (the api trusts the loopback proxy), so limits stay apart. */
  ip: string;
}

let address = 0;
/** A fresh address per call, so one test's rate-limit counts do not spill into another's. */
export const nextIp = () => `203.0.113.${(address = (address % 250) + 1)}`;

const base = (channel: Pick<ChannelRow, 'publicId'>) => `/v2/api/webchat/${channel.publicId}`;

export async function openVisitor(agent: TestAgent, channel: Pick<ChannelRow, 'publicId'>, ip = nextIp()): Promise<Visitor> {
  const res = await agent.post(`${base(channel)}/session`).set('X-Requested-With', 'XMLHttpRequest').set('X-Forwarded-For', ip);
  if (res.status !== 200) throw new Error(`session failed with ${res.status}`);
  return { ...(res.body.data as { visitorId: string; token: string }), ip };
}

export function visitorCall(
  agent: TestAgent,
  channel: Pick<ChannelRow, 'publicId'>,
  visitor: Pick<Visitor, 'token' | 'ip'> | null,
  method: 'get' | 'post',
  path: string,
  body?: unknown,
) {
  let req = agent[method](`${base(channel)}${path}`).set('X-Requested-With', 'XMLHttpRequest').set('X-Forwarded-For', visitor?.ip ?? nextIp());
  if (visitor) req = req.set('Authorization', `Bearer ${visitor.token}`);
  return body === undefined ? req : req.send(body as object);
}

export function visitorUpload(agent: TestAgent, channel: Pick<ChannelRow, 'publicId'>, visitor: Visitor, file: { name: string; data: Buffer | string }) {
  const { body, contentType } = multipart([{ name: 'file', filename: file.name, data: Buffer.from(file.data) }]);
  return agent
    .post(`${base(channel)}/upload`)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-Forwarded-For', visitor.ip)
    .set('Authorization', `Bearer ${visitor.token}`)
    .set('Content-Type', contentType)
    .send(body);
}

/** An agent's reply stored as the conversations module stores it. */
export async function storeReply(api: TestApi, channel: ChannelRow, conversationId: string, authorId: string, text: string, at?: Date) {
  const [row] = await api.deps.db
    .insert(messages)
    .values({
      workspaceId: channel.workspaceId,
      conversationId,
      channelId: channel.id,
      direction: 'outbound',
      authorType: 'agent',
      authorId,
      text,
      deliveryState: 'sent',
      ...(at ? { createdAt: at } : {}),
    })
    .returning();
  return row!;
}
