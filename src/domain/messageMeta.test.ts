import { describe, expect, it } from 'vitest';
import { readMessageMeta } from './messageMeta';

describe('readMessageMeta', () => {
  it('keeps the families the console shows and drops a channel’s working data', () => {
    const meta = readMessageMeta({ email: { subject: 'Order 12' }, line: { replyToken: 'secret-ish' } });
    expect(meta).toEqual({ email: { subject: 'Order 12' } });
  });
  it('answers null for nothing to show, and drops a family whose shape is wrong', () => {
    expect(readMessageMeta(null)).toBeNull();
    expect(readMessageMeta({ line: { replyToken: 't' } })).toBeNull();
    expect(readMessageMeta({ call: { state: 'ringing' }, template: { name: 'hello', language: 'en', params: [] } })).toEqual({ template: { name: 'hello', language: 'en', params: [] } });
  });
});
