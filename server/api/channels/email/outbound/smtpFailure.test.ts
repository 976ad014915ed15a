import { describe, expect, it } from 'vitest';
import { classifySmtpFailure, type SmtpError } from './smtpFailure';

const failure = (props: Partial<SmtpError>, message = 'failed') => Object.assign(new Error(message), props);

describe('an SMTP failure', () => {
  it('is retried on 4xx, a refused connection and a timeout', () => {
    for (const code of [421, 450, 451, 452]) expect(classifySmtpFailure(failure({ responseCode: code, response: `${code} 4.3.0 later` })).kind, String(code)).toBe('retry');
    expect(classifySmtpFailure(failure({ code: 'ECONNECTION' }, 'connect ECONNREFUSED 127.0.0.1:25')).kind).toBe('retry');
    expect(classifySmtpFailure(failure({ code: 'ETIMEDOUT' }, 'Greeting never received')).kind).toBe('retry');
  });

  it('is given up on 5xx with the server’s words', () => {
    expect(classifySmtpFailure(failure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }))).toEqual({ ok: false, kind: 'give up', reason: 'The mail server refused the mail (550 No such user)' });
    for (const code of [551, 552, 553, 554]) expect(classifySmtpFailure(failure({ responseCode: code })).kind, String(code)).toBe('give up');
  });

  it('asks for a reconnect on a refused login (535, 534)', () => {
    for (const code of [535, 534]) expect(classifySmtpFailure(failure({ code: 'EAUTH', responseCode: code, response: `${code} 5.7.8 bad` })).kind, String(code)).toBe('reconnect');
  });
});
