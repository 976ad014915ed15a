import { describe, expect, it } from 'vitest';
import {
  ANY_CODE_FORMAT,
  CODE_FORMAT,
  answeredInForm,
  groupedKey,
  qrImageSource,
  recoveryCodesFile,
  validateAppCode,
  validatePasswordOnly,
  validateTurnOff,
} from './twoFactorRules';

describe('the forms', () => {
  it('wants six digits from the app, spaces allowed', () => {
    expect(validateAppCode({})).toEqual({ code: 'Required' });
    expect(validateAppCode({ code: '12345' })).toEqual({ code: CODE_FORMAT });
    expect(validateAppCode({ code: '12a456' })).toEqual({ code: CODE_FORMAT });
    expect(validateAppCode({ code: '123 456' })).toEqual({});
  });

  it('turning off wants the password and an app code or a recovery code', () => {
    expect(validateTurnOff({})).toEqual({ password: 'Required', code: 'Required' });
    expect(validateTurnOff({ password: 'x', code: '1234' })).toEqual({ code: ANY_CODE_FORMAT });
    expect(validateTurnOff({ password: 'x', code: '123456' })).toEqual({});
    expect(validateTurnOff({ password: 'x', code: 'ABCDE-fgh23' })).toEqual({});
  });

  it('new codes want the password', () => {
    expect(validatePasswordOnly({})).toEqual({ password: 'Required' });
    expect(validatePasswordOnly({ password: ' ' })).toEqual({});
  });
});

describe('qrImageSource', () => {
  it('shows an SVG document as a data image', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h1"/></svg>';
    const source = qrImageSource(svg)!;
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg%20')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });

  it.each(['<img src=x onerror=alert(1)>', '<script>alert(1)</script><svg></svg>', '', 'svg'])('shows nothing for %j', (markup) => {
    expect(qrImageSource(markup)).toBeNull();
  });
});

describe('the key and the codes file', () => {
  it('groups the key by four', () => {
    expect(groupedKey('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });

  it('writes the codes one a line under who and when', () => {
    expect(recoveryCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'], 'ana@x.test', new Date('2030-05-04T10:00:00Z'))).toBe(
      'Omnichannel Inbox recovery codes for ana@x.test\nMade on 2030-05-04. Each code logs you in once; keep them somewhere safe.\n\naaaaa-bbbbb\nccccc-ddddd\n',
    );
  });
});

describe('answeredInForm', () => {
  it.each([
    [400, true],
    [406, true],
    [429, true],
    [401, false],
    [403, false],
    [500, false],
    [0, false],
  ])('%i → %s', (status, expected) => expect(answeredInForm(status)).toBe(expected));
});
