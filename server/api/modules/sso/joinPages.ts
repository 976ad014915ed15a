// The invitation's steps on the provider's pages: what the login page adds for an invitee, and the form
// that creates a login for the invited e-mail (plain HTML, no script, like the login page).
import { escapeHtml, ssoDocument } from './loginPage';

/** The console's join page a mailed link leads to (src/features/workspace-members/join). */
export const CONSOLE_JOIN_PATH = '/v2/onboarding/join';

/** The invitation token a continue target carries when it is the console's join page, else undefined. */
export function joinToken(continueTo: string): string | undefined {
  const url = new URL(continueTo, 'http://site.invalid');
  if (url.pathname !== CONSOLE_JOIN_PATH) return undefined;
  const token = url.searchParams.get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export const joinTarget = (token: string) => `${CONSOLE_JOIN_PATH}?token=${encodeURIComponent(token)}`;
export const signupHref = (continueTo: string) => `/v2/api/sso/signup?continue=${encodeURIComponent(continueTo)}`;

/** The login page's words for an invitee: which workspace, and the way to a new login. */
export function inviteeNote(workspaceName: string, continueTo: string): string {
  return `<p class="lead">Log in to join <strong>${escapeHtml(workspaceName)}</strong>. New here? <a href="${escapeHtml(signupHref(continueTo))}">Create your login</a>.</p>`;
}

export function signupPage(opts: { continueTo: string; workspaceName: string; email: string; name?: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert" id="signup-error">${escapeHtml(opts.error)}</p>` : '';
  const described = opts.error ? ' aria-describedby="signup-error"' : '';
  return ssoDocument('Create your login', `<h1>Create your login</h1>
<p class="lead">To join <strong>${escapeHtml(opts.workspaceName)}</strong> as ${escapeHtml(opts.email)}.</p>
${error}
<form method="post" action="/v2/api/sso/signup" novalidate>
<input type="hidden" name="continue" value="${escapeHtml(opts.continueTo)}">
<label for="name">Your name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="50" value="${escapeHtml(opts.name ?? '')}"${described} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200" aria-describedby="password-rule">
<p class="foot" id="password-rule">At least 8 characters.</p>
<button type="submit">Create login and join</button>
</form>
<p class="foot">Already have a login? <a href="/v2/api/sso/login?continue=${escapeHtml(encodeURIComponent(opts.continueTo))}">Log in</a></p>`);
}
