import type { BrandLook } from '../../../../src/domain/brandRules';
import type { Mail } from '../../mail/mailer';
import { brandedHtml } from '../personalization/mailLayout';
import type { Role } from '../../../../src/domain/api';
import { INVITATION_TTL_DAYS } from '../../../../src/domain/invitationRules';

/** The path the mailed link opens: the SSO provider's join step (sso/routes.ts), which sees its session. */
export const JOIN_PATH = '/v2/api/sso/join';

export const joinLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}${JOIN_PATH}?token=${encodeURIComponent(token)}`;

/** The invitation: a text part, and, given the workspace's brand (logo url absolute), its HTML twin in that brand. */
export function invitationMail(input: { to: string; workspaceName: string; inviter: string; role: Role; link: string; brand?: BrandLook }): Mail {
  const invited = `${input.inviter} invited you to join the workspace ${input.workspaceName} of Omnichannel Inbox as ${input.role === 'Administrator' ? 'an Administrator' : 'an Agent'}.`;
  const expiry = `The link works once and for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this mail.`;
  return {
    to: input.to,
    subject: `${input.inviter} invited you to ${input.workspaceName}`,
    text: [invited, '', 'Open this link to join (log in, or create your login with this e-mail address):', input.link, '', expiry].join('\n'),
    ...(input.brand
      ? {
          html: brandedHtml(input.brand, {
            paragraphs: [invited, 'Log in, or create your login with this e-mail address, to join.'],
            action: { label: `Join ${input.workspaceName}`, href: input.link },
            footer: expiry,
          }),
        }
      : {}),
  };
}
