// The SSO provider's login page: plain HTML, no script (the CSP allows none inline), styled by login.css.

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The provider's page frame, shared by the login form and the two-factor code step (twofactor/codePage.ts). */
export function ssoDocument(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Omnichannel Inbox</title>
<link rel="stylesheet" href="/v2/api/sso/login.css">
<link rel="icon" href="/v2/favicon.svg">
</head>
<body>
<main class="card">
${main}
</main>
</body>
</html>`;
}

/** note: HTML in place of the lead line (an invitee's workspace and the way to a new login, joinPages.ts). */
export function loginPage(opts: { continueTo: string; email?: string; error?: string; note?: string }): string {
  const error = opts.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(opts.error)}</p>`
    : '';
  return ssoDocument('Log in', `<h1>Log in</h1>
${opts.note ?? '<p class="lead">Sign in to your omnichannel inbox.</p>'}
${error}
<form method="post" action="/v2/api/sso/login" novalidate>
<input type="hidden" name="continue" value="${escapeHtml(opts.continueTo)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(opts.email ?? '')}"${opts.error ? ' aria-describedby="login-error"' : ''} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Log in</button>
</form>
<p class="foot"><a href="/v2/account-recovery">Forgot your password?</a> · <a href="/v2/">Back to the home page</a></p>`);
}

export const LOGIN_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f9;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937}
.card{width:min(400px,92vw);background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:32px}
h1{margin:0 0 4px;font-size:1.6rem}.lead{margin:0 0 20px;color:#4b5563}
label{display:block;font-weight:600;margin:14px 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;font:inherit}
.check{display:flex;gap:8px;align-items:center;margin-top:14px}.check label{margin:0;font-weight:400}.check input{width:18px;height:18px}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1e40af}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.foot{margin:20px 0 0;font-size:.9rem;color:#4b5563}a{color:#1d4ed8}`;
