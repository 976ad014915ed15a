import { describe, expect, it } from 'vitest';
import type { MetaEnvelope } from '../meta/webhook';
import { mediaUrl } from './inbound';
import { readWhatsApp } from './payloadRules';

const PNID = '106540352242922';
const envelope = (value: Record<string, unknown>, field = 'messages', object = 'whatsapp_business_account'): MetaEnvelope => ({
  object,
  entry: [{ id: '102290129340398', changes: [{ field, value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: PNID }, ...value } }] }],
});
const contacts = [{ profile: { name: 'Kerry Fisher' }, wa_id: '16315551234' }];

describe('readWhatsApp (channels.md §4.1.1, §4.1.3)', () => {
  it('reads a text with the sender’s name and Meta’s timestamp, and a video and an audio as media refs', () => {
    const text = { from: '16315551234', id: 'wamid.A', timestamp: '1603059201', type: 'text', text: { body: 'Hello this is an answer' } };
    const video = { from: '16315551234', id: 'wamid.B', timestamp: '1603059202', type: 'video', video: { id: '2754859441498128', mime_type: 'video/mp4', sha256: 'abc', caption: 'look' } };
    const audio = { from: '16315551234', id: 'wamid.C', timestamp: '1603059203', type: 'audio', audio: { id: '99', mime_type: 'audio/ogg; codecs=opus', voice: true } };
    expect(readWhatsApp(envelope({ contacts, messages: [text, video, audio] }), PNID)).toEqual([
      { kind: 'message', message: { waId: '16315551234', name: 'Kerry Fisher', wamid: 'wamid.A', at: new Date(1603059201000), text: 'Hello this is an answer' } },
      { kind: 'message', message: { waId: '16315551234', name: 'Kerry Fisher', wamid: 'wamid.B', at: new Date(1603059202000), text: 'look', media: { mediaId: '2754859441498128', kind: 'video', mime: 'video/mp4', sha256: 'abc' } } },
      { kind: 'message', message: { waId: '16315551234', name: 'Kerry Fisher', wamid: 'wamid.C', at: new Date(1603059203000), text: '', media: { mediaId: '99', kind: 'audio', mime: 'audio/ogg; codecs=opus' } } },
    ]);
  });

  it('reads statuses with the failure’s details', () => {
    const statuses = [
      { id: 'wamid.X', status: 'delivered', timestamp: '1603086313', recipient_id: '16315551234' },
      { id: 'wamid.Y', status: 'failed', timestamp: '1603086314', recipient_id: '16315551234', errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Receiver is incapable of receiving this message' } }] },
    ];
    expect(readWhatsApp(envelope({ statuses }), PNID)).toEqual([
      { kind: 'status', status: { wamid: 'wamid.X', status: 'delivered', at: new Date(1603086313000) } },
      { kind: 'status', status: { wamid: 'wamid.Y', status: 'failed', at: new Date(1603086314000), error: { code: 131026, message: 'Receiver is incapable of receiving this message' } } },
    ]);
  });

  it('ignores another number’s changes, other fields and objects, and message types it does not read', () => {
    const reaction = { from: '1', id: 'wamid.R', timestamp: '1', type: 'reaction', reaction: { emoji: '👍' } };
    expect(readWhatsApp(envelope({ messages: [reaction] }), PNID)).toEqual([{ kind: 'ignored', what: 'message type reaction' }]);
    expect(readWhatsApp(envelope({ messages: [reaction] }), '999')).toEqual([{ kind: 'ignored', what: `phone number ${PNID} is not the channel's` }]);
    expect(readWhatsApp(envelope({}, 'account_update'), PNID)).toEqual([{ kind: 'ignored', what: 'field account_update' }]);
    expect(readWhatsApp(envelope({}, 'messages', 'page'), PNID)).toEqual([{ kind: 'ignored', what: 'object page' }]);
  });
});

describe('mediaUrl', () => {
  it('serves Meta’s CDN address through the gateway’s host, and leaves the Cloud API’s as it is', () => {
    const cdn = 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1&ext=2';
    expect(mediaUrl({ gateway: true, target: { root: 'https://waba-v2.360dialog.io', auth: {} } }, cdn)).toBe('https://waba-v2.360dialog.io/whatsapp_business/attachments/?mid=1&ext=2');
    expect(mediaUrl({ gateway: false, target: { root: 'https://graph.facebook.com/v21.0', auth: {} } }, cdn)).toBe(cdn);
  });
});
