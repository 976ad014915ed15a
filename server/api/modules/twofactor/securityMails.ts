import type { Mail } from '../../mail/mailer';
import type { SecurityEventKind } from './workspaceRepository';

// The mail each security change sends, so a person learns of a change they did not make.

export interface MailFacts {
  kind: SecurityEventKind;
  to: string;
  at: Date;
  ip: string;
  actorName?: string;
  workspaceName?: string;
  codesLeft?: number;
}

const NOT_YOU = 'If this was not you, change your password right away and tell an Administrator of your workspace.';

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function content(f: MailFacts): { subject: string; lines: string[] } {
  const stamp = `(${when(f.at)}, from the address ${f.ip})`;
  switch (f.kind) {
    case 'two-factor enrolled':
      return {
        subject: 'Two-factor login is on',
        lines: [`Two-factor login was turned on for your account ${stamp}.`, 'From now on you log in with your password and a code from your authenticator app. Keep your recovery codes somewhere safe.'],
      };
    case 'two-factor turned off':
      return { subject: 'Two-factor login is off', lines: [`Two-factor login was turned off for your account ${stamp}.`, 'Your password alone now logs you in, and no browser is remembered any more.'] };
    case 'recovery codes regenerated':
      return { subject: 'New recovery codes', lines: [`New recovery codes were made for your account ${stamp}.`, 'The old codes no longer work.'] };
    case 'recovery code used':
      return {
        subject: 'A recovery code was used to log in',
        lines: [
          `A recovery code was used to log in to your account ${stamp}. ${f.codesLeft ?? 0} of your recovery codes are left.`,
          'If you lost the phone with your authenticator app, make new recovery codes or set up two-factor login again from the profile menu.',
        ],
      };
    case 'two-factor reset by administrator':
      return {
        subject: 'Your two-factor login was reset',
        lines: [
          `${f.actorName ?? 'An Administrator'}, an Administrator of ${f.workspaceName ?? 'your workspace'}, reset your two-factor login ${stamp}.`,
          'Your authenticator app, recovery codes and remembered browsers no longer work. Set two-factor login up again from the profile menu.',
        ],
      };
    case 'two-factor reset by operator':
      return {
        subject: 'Your two-factor login was reset',
        lines: [
          `The operator of this service reset your two-factor login from the server's command line ${stamp}.`,
          'Your authenticator app, recovery codes and remembered browsers no longer work. Set two-factor login up again from the profile menu.',
        ],
      };
    case 'two-factor requirement on':
      return {
        subject: `${f.workspaceName ?? 'Your workspace'} requires two-factor login`,
        lines: [
          `${f.actorName ?? 'An Administrator'} made two-factor login required for every member of ${f.workspaceName ?? 'your workspace'} ${stamp}.`,
          'If you have not set it up yet, the console will walk you through it the next time you open it.',
        ],
      };
    case 'two-factor requirement off':
      return {
        subject: `${f.workspaceName ?? 'Your workspace'} no longer requires two-factor login`,
        lines: [`${f.actorName ?? 'An Administrator'} turned off the two-factor requirement of ${f.workspaceName ?? 'your workspace'} ${stamp}.`, 'Members who use it keep it on.'],
      };
  }
}

export function securityMail(facts: MailFacts): Mail {
  const { subject, lines } = content(facts);
  return { to: facts.to, subject, text: [...lines, NOT_YOU].join('\n\n') };
}
