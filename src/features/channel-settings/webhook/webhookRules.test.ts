import { describe, expect, it } from 'vitest';
import { inboundUrl } from './webhookRules';

describe('inboundUrl', () => {
  it('builds the inbound URL under this origin', () => {
    expect(inboundUrl('https://inbox.example.com', 'AbC_-1')).toBe('https://inbox.example.com/v2/api/channels/webhook/AbC_-1/messages');
  });
});
