import type { BrandLook } from '../../../../src/domain/brandRules';
import { escapeHtml } from '../sso/loginPage';
import { readBrandLook } from './service';

// The HTML part of the product's mails in the workspace's brand: its name and logo in a header of its
// accent (white text on it reads, brandRules makes sure), a button of the same colour. Inline styles
// only (mail clients drop style sheets), no remote content but the logo on our own address, every text
// escaped. The text part stays the mail's plain twin.

export interface MailBody {
  paragraphs: string[];
  action: { label: string; href: string };
  footer: string;
}

/** The workspace's look with its logo as an absolute url of this site, for a mail. */
export async function mailLook(deps: Parameters<typeof readBrandLook>[0], workspaceId: string, publicUrl: string): Promise<BrandLook> {
  const look = await readBrandLook(deps, workspaceId);
  return { ...look, logoUrl: look.logoUrl ? `${publicUrl.replace(/\/$/, '')}${look.logoUrl}` : null };
}

export function brandedHtml(look: BrandLook, body: MailBody): string {
  const accent = escapeHtml(look.accent);
  const name = escapeHtml(look.name);
  const logo = look.logoUrl ? `<img src="${escapeHtml(look.logoUrl)}" alt="" height="32" style="height:32px;max-width:160px;vertical-align:middle;margin-right:12px">` : '';
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:${accent};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${logo}${name}</td></tr>
<tr><td style="padding:24px">${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(body.action.href)}" style="display:inline-block;background:${accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0;color:#4b5563;font-size:13px">${escapeHtml(body.footer)}</p></td></tr>
</table></body></html>`;
}
