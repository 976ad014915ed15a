import { textColorOn } from '../../../webchat/webchatRules';

/** How the launcher will look on the website with the caption and colour being edited. */
export function LauncherPreview({ caption, color }: { caption: string | undefined; color: string | undefined }) {
  const background = color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#2563eb';
  return (
    <div className="webchat-settings__preview">
      <span className="muted" id="webchat-preview-label">
        Preview
      </span>
      <span className="webchat-settings__launcher" aria-describedby="webchat-preview-label" style={{ background, color: textColorOn(background) }}>
        {caption?.trim() || 'Chat Us'}
      </span>
    </div>
  );
}
