import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmailMeta } from '../../../../domain/messageMeta';
import { MessageText } from '../MessageText';
import { htmlQuotes, MAIL_FRAME_SANDBOX, mailDocument, splitQuote } from './emailBodyRules';
import './emailBody.css';

/** The sanitized HTML in its own frame, as tall as its content (images that load later included). */
function MailFrame({ html, folded, subject }: { html: string; folded: boolean; subject: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const observer = useRef<ResizeObserver>(undefined);
  const measure = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (!body) return;
    const fit = () => setHeight(Math.ceil(body.ownerDocument.documentElement.scrollHeight));
    fit();
    observer.current?.disconnect();
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(fit);
      observer.current.observe(body);
    }
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return (
    <iframe
      ref={frame}
      className="email-body__frame"
      title={`Mail: ${subject}`}
      sandbox={MAIL_FRAME_SANDBOX}
      srcDoc={mailDocument(html, folded)}
      onLoad={measure}
      style={height ? { height } : undefined}
    />
  );
}

/**
 * A mail in the timeline: its subject, then its HTML (sanitized by the api, in a sandboxed frame) or its
 * text, with the quoted history and signature folded behind 'Show quoted text' (a button: keyboard too).
 */
export function EmailBody({ email, text }: { email: EmailMeta; text: string }) {
  const [folded, setFolded] = useState(true);
  const subject = email.subject || '(no subject)';
  const { own, quoted } = splitQuote(email, text);
  const foldable = email.html ? htmlQuotes(email.html) : quoted !== '';
  return (
    <div className="email-body">
      <p className="email-body__subject">{subject}</p>
      {email.html ? <MailFrame html={email.html} folded={foldable && folded} subject={subject} /> : own.trim() ? <MessageText text={own} /> : null}
      {foldable ? (
        <button type="button" className="email-body__fold" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
          {folded ? 'Show quoted text' : 'Hide quoted text'}
        </button>
      ) : null}
      {!email.html && quoted && !folded ? <MessageText text={quoted} /> : null}
    </div>
  );
}
