import { initials, safeImageUrl } from '../contactViewRules';

/** The contact's picture, or its initials; decorative beside the name, which is always written out. */
export function ContactAvatar({ name, url, size = 'small' }: { name: string; url: string | null; size?: 'small' | 'large' }) {
  const src = safeImageUrl(url);
  return (
    <span className={`contact-avatar contact-avatar--${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" referrerPolicy="no-referrer" /> : initials(name)}
    </span>
  );
}
