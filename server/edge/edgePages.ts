/**
 * The edge's own pages: shown when the bundles cannot be (maintenance, unknown path, missing build).
 * Self-contained on purpose (inline style only, which the CSP allows; no script, no asset request).
 */
const STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1f2937}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem;line-height:1.5;color:#4b5563}.button{display:inline-block;padding:.625rem 1.25rem;
border-radius:.375rem;background:#2563eb;color:#fff;text-decoration:none;font-weight:600}
.button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}p{color:#d1d5db}}`;

function page(title: string, heading: string, text: string, link: { href: string; label: string } | null): Buffer {
  const action = link ? `<a class="button" href="${link.href}">${link.label}</a>` : '';
  return Buffer.from(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${text}</p>
${action}
</main>
</body>
</html>
`,
  );
}

export const NOT_FOUND_PAGE = page(
  'This page could not be found',
  "Oops, it seems you're lost",
  'This page could not be found.',
  { href: '/v2/home', label: 'Home Page' },
);

export const MAINTENANCE_PAGE = page(
  'The service is unavailable',
  'The service is unavailable',
  'We are doing some maintenance. Please come back in a few minutes.',
  { href: '/v2/', label: 'Landing' },
);

export const NOT_BUILT_PAGE = page(
  'The service is unavailable',
  'The pages are not built yet',
  'The bundles are not built. Run <code>npm run build</code> (or <code>npm start</code>, which builds them) and reload.',
  null,
);
