import { describe, expect, it } from 'vitest';
import {
  afterProfileUpdate,
  answeredInForm,
  helpCenterUrl,
  isAcceptedAvatar,
  menuWidth,
  ownStatusChanged,
  passwordBody,
  profileBody,
  statusChoices,
  statusDot,
  statusText,
  validatePassword,
  validateProfile,
} from './profileRules';

describe('menuWidth', () => {
  it('is 320 for the overview and 428 for editing the profile or the password', () => {
    expect(menuWidth(1)).toBe(320);
    expect(menuWidth(2)).toBe(428);
    expect(menuWidth(3)).toBe(428);
  });
});

describe('status', () => {
  it('is a green dot for available and yellow for anything else', () => {
    expect(statusDot('available')).toBe('green');
    expect(statusDot('aux')).toBe('yellow');
    expect(statusDot(null)).toBe('yellow');
    expect(statusDot('away')).toBe('yellow');
  });

  it('is grey, whatever the status, while the connection is lost or dropped', () => {
    expect(statusDot('available', 'disconnected')).toBe('grey');
    expect(statusDot('aux', 'dropped')).toBe('grey');
    expect(statusDot('available', 'connecting')).toBe('green');
    expect(statusDot('available', 'idle')).toBe('green');
  });

  it('offers both statuses with the current one disabled', () => {
    expect(statusChoices('available')).toEqual([
      { status: 'available', disabled: true },
      { status: 'aux', disabled: false },
    ]);
    expect(statusChoices('aux')).toEqual([
      { status: 'available', disabled: false },
      { status: 'aux', disabled: true },
    ]);
  });

  it('says the aux reason beside Aux, and none for available', () => {
    expect(statusText('aux', 'Lunch')).toBe('Aux — Lunch');
    expect(statusText('aux', null)).toBe('Aux');
    expect(statusText('available', 'Lunch')).toBe('Available');
  });

  it("tells when 'agent status' events change the member's own status or aux reason", () => {
    const me = { id: 'u1', status: 'aux' as const, statusReason: 'Lunch' };
    expect(ownStatusChanged([{ userId: 'u2', status: 'available', reason: null }], me)).toBe(false);
    expect(ownStatusChanged([{ userId: 'u1', status: 'aux', reason: 'Lunch' }], me)).toBe(false);
    expect(ownStatusChanged([{ userId: 'u1', status: 'aux', reason: 'Break' }], me)).toBe(true);
    expect(ownStatusChanged([{ userId: 'u1', status: 'available', reason: null }], me)).toBe(true);
    // The last of a burst is where the member is now.
    expect(ownStatusChanged([{ userId: 'u1', status: 'available' }, { userId: 'u1', status: 'aux', reason: 'Lunch' }], me)).toBe(false);
    expect(ownStatusChanged([{ userId: 'u1', status: 'available' }], null)).toBe(false);
  });
});

describe('helpCenterUrl', () => {
  it('appends /help-center to the configured host', () => {
    expect(helpCenterUrl('https://help.example.com')).toBe('https://help.example.com/help-center');
    expect(helpCenterUrl('https://help.example.com/')).toBe('https://help.example.com/help-center');
    expect(helpCenterUrl('')).toBe('/help-center');
  });
});

describe('isAcceptedAvatar', () => {
  it.each(['me.png', 'me.JPG', 'me.jpeg', 'a.b.gif', 'logo.svg'])('takes %s', (name) => expect(isAcceptedAvatar(name)).toBe(true));
  it.each(['me.webp', 'doc.pdf', 'png', 'me.png.exe', ''])('refuses %s', (name) => expect(isAcceptedAvatar(name)).toBe(false));
});

describe('validateProfile', () => {
  it('requires a name of at most 50 characters and a basic e-mail', () => {
    expect(validateProfile({ name: 'Ana', email: 'ana@example.test' })).toEqual({});
    expect(validateProfile({ name: '  ', email: '' })).toEqual({ name: 'Required', email: 'Required' });
    expect(validateProfile({ name: 'x'.repeat(51), email: 'nope' })).toEqual({ name: 'Max 50 characters', email: 'Invalid format' });
    expect(validateProfile({ name: ` ${'x'.repeat(50)} `, email: ' ana@example.test ' })).toEqual({});
  });
});

describe('validatePassword', () => {
  it('requires all three and a confirmation equal to the new password', () => {
    expect(validatePassword({})).toEqual({ oldpassword: 'Required', password: 'Required', repassword: 'Required' });
    expect(validatePassword({ oldpassword: 'a', password: 'b', repassword: 'c' })).toEqual({ repassword: "password doesn't match" });
    expect(validatePassword({ oldpassword: 'a', password: 'b', repassword: 'b' })).toEqual({});
  });

  it('does not trim passwords', () => {
    expect(validatePassword({ oldpassword: ' ', password: 'b ', repassword: 'b' })).toEqual({ repassword: "password doesn't match" });
  });
});

describe('request bodies', () => {
  it('trims the name and e-mail and adds the avatar change', () => {
    expect(profileBody({ name: '  Ana ', email: ' a@x.test ' }, { kind: 'keep' })).toEqual({ name: 'Ana', email: 'a@x.test' });
    expect(profileBody({ name: 'Ana', email: 'a@x.test' }, { kind: 'set', url: '/f/1/me.png' })).toMatchObject({ profile: '/f/1/me.png' });
    expect(profileBody({ name: 'Ana', email: 'a@x.test' }, { kind: 'remove' })).toMatchObject({ removeprofile: true });
  });

  it('sends passwords as typed', () => {
    expect(passwordBody({ oldpassword: ' a ', password: 'b', repassword: 'b' })).toEqual({ oldpassword: ' a ', password: 'b', repassword: 'b' });
  });
});

describe('afterProfileUpdate', () => {
  it("opens the verification for 'please verify your account' with the answer's action and target", () => {
    expect(afterProfileUpdate({ message: 'please verify your account', data: { action: 'password', target: 'a@x.test' } }, 'f@x.test')).toEqual({
      kind: 'verify',
      action: 'password',
      target: 'a@x.test',
    });
    expect(afterProfileUpdate({ message: 'please verify your account' }, 'f@x.test')).toEqual({ kind: 'verify', action: 'email', target: 'f@x.test' });
  });

  it('counts any other success as saved', () => {
    expect(afterProfileUpdate({ message: 'Your profile is saved.' }, '')).toEqual({ kind: 'saved', message: 'Your profile is saved.' });
    expect(afterProfileUpdate({}, '')).toEqual({ kind: 'saved', message: null });
  });
});

describe('answeredInForm', () => {
  it('keeps validation and business refusals in the form, and hands the rest to the app', () => {
    expect(answeredInForm(400)).toBe(true);
    expect(answeredInForm(406)).toBe(true);
    for (const status of [0, 401, 402, 403, 500, 503]) expect(answeredInForm(status)).toBe(false);
  });
});
