import { describe, expect, it } from 'vitest';
import { fillTemplate, paramCount, readTemplates } from './channelTemplates';

describe('channel templates', () => {
  it('counts a body’s parameters by its highest placeholder and fills them in order', () => {
    const body = 'Hello {{1}}, your order {{2}} ships {{2}}.';
    expect(paramCount(body)).toBe(2);
    expect(paramCount('No parameters.')).toBe(0);
    expect(fillTemplate(body, ['Ana', '#42'])).toBe('Hello Ana, your order #42 ships #42.');
    expect(fillTemplate(body, ['Ana'])).toBe('Hello Ana, your order {{2}} ships {{2}}.');
  });

  it('reads only well-formed templates from a channel’s settings', () => {
    const good = { name: 'order_update', language: 'en_US', body: 'Hi {{1}}', params: 1 };
    expect(readTemplates([good, { name: 'x' }, null, 'y'])).toEqual([good]);
    expect(readTemplates(undefined)).toEqual([]);
  });
});
