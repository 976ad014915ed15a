// A customer's message as a webhook channel receives it: JSON signed with the channel's secret
// (X-Signature-256: sha256=<HMAC-SHA256 of the exact body>), as README "Webhook channel" documents.

import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts the message signed, expects it taken, and answers the conversation it went to. */
export async function sendSigned(request: APIRequestContext, channel: { publicId: string; secret: string }, message: object): Promise<string> {
  const body = JSON.stringify(message);
  const res = await request.post(`/v2/api/channels/webhook/${channel.publicId}/messages`, {
    data: body,
    headers: { 'Content-Type': 'application/json', 'X-Signature-256': signBody(channel.secret, body) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { conversationId: string } }).data.conversationId;
}
