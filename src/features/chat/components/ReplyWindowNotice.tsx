import './replyWindow.css';
import { windowClosedText, type ReplyOptions, type ReplyWindow } from '../../../domain/replyWindowRules';
import type { TemplateMeta } from '../../../domain/templateMeta';
import { TemplatePicker } from './TemplatePicker';

interface Props {
  window: ReplyWindow;
  options: ReplyOptions;
  busy: boolean;
  onSendTemplate(template: TemplateMeta, text: string): void;
}

const time = (at: Date) => at.toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * Above the reply box of a channel with a reply window: why free text is refused and the channel's
 * approved templates once it is closed; that replies go tagged when only the tag window is left.
 */
export function ReplyWindowNotice({ window, options, busy, onSendTemplate }: Props) {
  if (window.state === 'open') return null;
  if (window.state === 'tag-only') {
    return (
      <p className="reply-window muted" role="status">
        {`More than ${options.windowHours ?? 24} hours have passed since the customer’s last message: replies go as a human agent’s follow-up until ${time(window.closesAt!)}.`}
      </p>
    );
  }
  return (
    <div className="reply-window">
      <p className="reply-window__why" role="status">
        {windowClosedText(options.windowHours, options.templates.length > 0)}
      </p>
      {options.templates.length > 0 ? <TemplatePicker templates={options.templates} busy={busy} onSend={onSendTemplate} /> : null}
    </div>
  );
}
