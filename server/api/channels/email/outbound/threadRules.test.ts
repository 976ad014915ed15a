import { describe, expect, it } from 'vitest';
import { htmlOfText, messageIdOfOurs, ourMessageId, replyHeaders, replySubject } from './threadRules';

describe('threading a reply', () => {
  it('mints our Message-ID under the address’s domain and reads it back', () => {
    const id = '0b6f3c1e-9a59-4c1e-8a43-0d6a4c7b2e11';
    expect(ourMessageId(id, 'Support@Shop.Example')).toBe(`<m-${id}@shop.example>`);
    expect(messageIdOfOurs(`<m-${id}@shop.example>`)).toBe(id);
    expect(messageIdOfOurs('<m-1234@shop.example>')).toBeUndefined();
    expect(messageIdOfOurs('<CAF=abc@mail.gmail.com>')).toBeUndefined();
  });

  it('puts one “Re: ” before the subject whatever the clients stacked', () => {
    expect(replySubject('Order late', 'x')).toBe('Re: Order late');
    expect(replySubject('Re: RE: Aw: Fwd: Order late', 'x')).toBe('Re: Order late');
    expect(replySubject('Re[2]: Order late', 'x')).toBe('Re: Order late');
    expect(replySubject('Regarding the order', 'x')).toBe('Re: Regarding the order');
    expect(replySubject('  ', 'Message from Shop')).toBe('Message from Shop');
    expect(replySubject(undefined, 'Message from Shop')).toBe('Message from Shop');
    expect(replySubject('Order\r\nBcc: everyone@example.com', 'x')).toBe('Re: Order Bcc: everyone@example.com');
  });

  it('answers the parent: In-Reply-To its id, References its References and its id, once', () => {
    expect(replyHeaders({ messageId: '<p@x>', references: ['<a@x>', '<b@x>'] })).toEqual({ inReplyTo: '<p@x>', references: ['<a@x>', '<b@x>', '<p@x>'] });
    expect(replyHeaders({ messageId: '<p@x>', references: ['<a@x>', '<p@x>'] })).toEqual({ inReplyTo: '<p@x>', references: ['<a@x>', '<p@x>'] });
    expect(replyHeaders({ messageId: '<p@x>' })).toEqual({ inReplyTo: '<p@x>', references: ['<p@x>'] });
    expect(replyHeaders(undefined)).toEqual({ references: [] });
  });

  it('makes the HTML twin of the text escaped', () => {
    expect(htmlOfText('a <script>x</script> & "b"\nc')).toBe('<div style="white-space:pre-wrap">a &lt;script&gt;x&lt;/script&gt; &amp; &quot;b&quot;\nc</div>');
  });
});
