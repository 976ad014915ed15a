import { REMEMBER_BROWSER_DAYS, TOTP } from '../../../../src/domain/twoFactor';
import { escapeHtml, ssoDocument } from '../sso/loginPage';

// The login's second step: plain HTML without script, like the login form. 'Use a recovery code' is a
// link to the same page in its other mode, so it works without JavaScript.

export type CodeMethod = 'app' | 'recovery';

export const CODE_PATH = '/v2/api/sso/two-factor';

const MODES: Record<CodeMethod, { lead: string; label: string; input: string; other: string }> = {
  app: {
    lead: `Enter the ${TOTP.digits}-digit code your authenticator app shows for Omnichannel Inbox.`,
    label: 'Code',
    input: `type="text" inputmode="numeric" pattern="[0-9 ]*" autocomplete="one-time-code" maxlength="9"`,
    other: `<a href="${CODE_PATH}?method=recovery">Use a recovery code</a>`,
  },
  recovery: {
    lead: 'Enter one of the recovery codes you saved when you set up two-factor login. Each code works once.',
    label: 'Recovery code',
    input: `type="text" autocomplete="off" autocapitalize="none" spellcheck="false" maxlength="20"`,
    other: `<a href="${CODE_PATH}">Use your authenticator app</a>`,
  },
};

export function codePage(opts: { method: CodeMethod; continueTo: string; error?: string }): string {
  const mode = MODES[opts.method];
  const error = opts.error ? `<p class="error" role="alert" id="code-error">${escapeHtml(opts.error)}</p>` : '';
  const restart = `/v2/api/sso/login?continue=${encodeURIComponent(opts.continueTo)}`;
  return ssoDocument('Two-factor login', `<h1>Two-factor login</h1>
<p class="lead">${mode.lead}</p>
${error}
<form method="post" action="${CODE_PATH}" novalidate>
<input type="hidden" name="method" value="${opts.method}">
<label for="code">${mode.label}</label>
<input id="code" name="code" ${mode.input} required${opts.error ? ' aria-describedby="code-error"' : ''} autofocus>
<div class="check"><input id="remember" name="remember" type="checkbox" value="1"><label for="remember">Remember this browser for ${REMEMBER_BROWSER_DAYS} days</label></div>
<button type="submit">Verify</button>
</form>
<p class="foot">${mode.other} · <a href="${escapeHtml(restart)}">Log in again</a></p>`);
}
