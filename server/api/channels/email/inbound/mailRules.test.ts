import { describe, expect, it } from 'vitest';
import { classifyMail, readBounce } from './loopRules';
import { quoteStart } from './quoteRules';
import { sanitizeMailHtml, textOfHtml } from './sanitizeMail';
import { threadIds } from './threadLookup';

describe('quoteStart', () => {
  const cases: [string, string, string | undefined][] = [
    ['Gmail', 'Thanks!\n\nOn Mon, 3 Mar 2025 at 10:00, Shop <s@shop.test> wrote:\n> Your order', 'On Mon'],
    ['quoted lines', 'Yes please.\n> Shall we send it?\n> Bye', '> Shall'],
    ['Outlook', 'Fine.\r\n-----Original Message-----\r\nFrom: Shop', '-----Original'],
    ['Outlook rule', 'Fine.\n________________________________\nFrom: Shop', '______'],
    ['signature', 'See you\n-- \nAna Lima\nACME', '-- \nAna'],
    ['German', 'Danke\nAm 3. März 2025 um 10:00 schrieb Shop <s@shop.test>:\n> x', 'Am 3.'],
    ['nothing quoted', 'Where is my parcel?\nIt is late.', undefined],
  ];
  it.each(cases)('finds the %s quote', (_name, text, startsWith) => {
    const at = quoteStart(text);
    if (startsWith === undefined) expect(at).toBeUndefined();
    else expect(text.slice(at)).toMatch(new RegExp(`^${startsWith.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`));
  });
  it('folds nothing when the quote is all there is', () => {
    expect(quoteStart('> only a quote\n> here')).toBeUndefined();
    expect(quoteStart('\n\nOn Mon, Ana wrote:\n> x')).toBeUndefined();
  });
});

describe('classifyMail', () => {
  const base = { fromAddress: 'ana@example.com', ownAddress: 'support@shop.test' };
  it('lets a customer’s mail through, Auto-Submitted: no included', () => {
    expect(classifyMail(base)).toEqual({ kind: 'message' });
    expect(classifyMail({ ...base, autoSubmitted: 'No' })).toEqual({ kind: 'message' });
  });
  it.each([
    [{ autoSubmitted: 'auto-replied' }, 'Auto-Submitted: auto-replied'],
    [{ precedence: 'bulk' }, 'Precedence: bulk'],
    [{ precedence: 'Junk' }, 'Precedence: junk'],
    [{ xAutoreply: 'yes' }, 'X-Autoreply'],
    [{ listId: '<news.shop.test>' }, 'mailing list mail (List-Id)'],
    [{ fromAddress: 'MAILER-DAEMON@mx.test' }, 'sent by mailer-daemon@mx.test'],
    [{ fromAddress: 'postmaster@mx.test' }, 'sent by postmaster@mx.test'],
    [{ fromAddress: 'Support@Shop.test' }, 'sent from the channel’s own address'],
    [{ fromAddress: undefined }, 'no sender address'],
  ])('skips %o', (signals, reason) => {
    expect(classifyMail({ ...base, ...signals })).toEqual({ kind: 'skip', reason });
  });
  it('takes a delivery report as a bounce, whoever sent it', () => {
    expect(classifyMail({ ...base, fromAddress: 'mailer-daemon@mx.test', autoSubmitted: 'auto-replied', contentType: 'multipart/report', reportType: 'delivery-status' })).toEqual({ kind: 'bounce' });
    expect(classifyMail({ ...base, contentType: 'multipart/report', reportType: 'disposition-notification' })).toEqual({ kind: 'message' });
  });
});

describe('readBounce', () => {
  const dsn = (returned: string) =>
    `Message-ID: <dsn-1@mx.test>\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=B\r\n\r\n--B\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.test\r\n\r\nFinal-Recipient: rfc822; no@example.com\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1 User unknown\r\n\r\n--B\r\n${returned}--B--\r\n`;
  it('names the returned mail and why it failed', () => {
    expect(readBounce(dsn('Content-Type: message/rfc822\r\n\r\nMessage-ID: <m-1@shop.test>\r\nSubject: Re: x\r\n\r\nhi\r\n'), '<dsn-1@mx.test>')).toEqual({
      messageId: '<m-1@shop.test>',
      reason: 'Not delivered: Status 5.1.1: smtp; 550 5.1.1 User unknown',
    });
    expect(readBounce(dsn('Content-Type: text/rfc822-headers\r\n\r\nMessage-Id: <m-2@shop.test>\r\n'), '<dsn-1@mx.test>')?.messageId).toBe('<m-2@shop.test>');
  });
  it('answers nothing for a report that names no mail', () => {
    expect(readBounce(dsn(''), '<dsn-1@mx.test>')).toBeUndefined();
  });
});

describe('sanitizeMailHtml', () => {
  const url = '/v2/api/files/0b0e7c6e-8a44-4f6b-9d1e-0d2b8a5c1f00/logo.png';
  it('removes scripts, styles, frames, forms and event handlers', () => {
    const out = sanitizeMailHtml('<style>p{}</style><p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://e.vil"></iframe><form><input></form><a href="javascript:alert(1)">x</a>', new Map());
    expect(out).toBe('<p>Hi</p><a target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });
  it('points cid images at our uploads and drops remote and data images', () => {
    const out = sanitizeMailHtml('<img src="cid:logo@x" alt="Logo"><img src="https://track.er/p.gif"><img src="data:image/png;base64,AAAA"><img src="cid:unknown@x">', new Map([['logo@x', url]]));
    expect(out).toBe(`<img alt="Logo" src="${url}" />`);
  });
  it('keeps links, opening apart', () => {
    expect(sanitizeMailHtml('<a href="https://shop.test/o/1">order</a>', new Map())).toBe('<a href="https://shop.test/o/1" target="_blank" rel="noopener noreferrer nofollow">order</a>');
  });
  it('reads the text of an HTML mail', () => {
    expect(textOfHtml('<p>Hello&nbsp;there</p><p>A &amp; B</p><script>x</script>')).toBe('Hello there\nA & B');
  });
});

describe('threadIds', () => {
  it('tries In-Reply-To, then References from the newest, once each', () => {
    expect(threadIds('<c@x>', ['<a@x>', '<b@x>', '<c@x>'])).toEqual(['<c@x>', '<b@x>', '<a@x>']);
    expect(threadIds(undefined, [])).toEqual([]);
  });
});
