import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplyOptions } from '../../../domain/replyWindowRules';
import { conversation, detail, message } from '../../conversations/testing/fixtures';
import { renderChat } from '../testing/renderChat';

afterEach(cleanup);

const HOUR = 3_600_000;
const options: ReplyOptions = {
  windowHours: 24,
  tagWindowHours: null,
  templates: [
    { name: 'order_update', language: 'en_US', body: 'Hello {{1}}, your order {{2}} has news.', params: 2 },
    { name: 'follow_up', language: 'en_US', body: 'We have an answer for you.', params: 0 },
  ],
};

function renderWhatsApp(hoursAgo: number, replyOptions: ReplyOptions = options) {
  const summary = conversation('c1', { channelType: 'WHATSAPPCLOUD', lastInboundAt: new Date(Date.now() - hoursAgo * HOUR).toISOString() });
  const sent = message('m9', { direction: 'outbound', authorType: 'agent', text: 'Hello Ana, your order #42 has news.' });
  return renderChat({
    path: '/v2/app/chat?conversation=c1',
    conversations: [summary],
    extraRoutes: {
      'GET /v2/api/conversations/c1': () => ({ result: 'success', data: detail(summary, [message('m1')], { replyOptions }) }),
      'POST /v2/api/conversations/c1/messages': () => ({ result: 'success', data: { ...sent, conversationId: 'c1' } }),
    },
  });
}

describe('the composer and WhatsApp’s 24-hour window', () => {
  it('takes free text while the window is open, with no notice', async () => {
    renderWhatsApp(2);
    expect(await screen.findByRole('textbox', { name: /Reply to/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Send a template' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Reply to/ }), { target: { value: 'Hi' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('explains why free text is refused after 24 hours, and sends a filled template', async () => {
    const { calls } = renderWhatsApp(25);
    expect(await screen.findByText(/More than 24 hours have passed since the customer’s last message/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Reply to/ }), { target: { value: 'Free text' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const send = screen.getByRole('button', { name: 'Send template' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Value {{1}}' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value {{2}}' }), { target: { value: '#42' } });
    expect(screen.getByText('Hello Ana, your order #42 has news.')).toBeInTheDocument();
    fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Hello Ana, your order #42 has news.', meta: { template: { name: 'order_update', language: 'en_US', params: ['Ana', '#42'] } } });
  });

  it('says so when the channel has no approved template', async () => {
    renderWhatsApp(30, { ...options, templates: [] });
    expect(await screen.findByText(/This channel has no approved templates to send instead/)).toBeInTheDocument();
  });
});
