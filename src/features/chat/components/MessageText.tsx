import { linkSegments } from '../messageRules';

/** Customer text as text: React escapes it, and only http(s) addresses become (new-tab, no-referrer) links. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="msg__text">
      {linkSegments(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
