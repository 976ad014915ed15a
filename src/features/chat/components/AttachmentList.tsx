import { MediaPlayer } from '../../../components/media/MediaPlayer';
import type { ViewedImage } from '../../../components/media/MediaViewer';
import { formatBytes, mediaKind } from '../../../components/media/mediaRules';
import type { Attachment } from '../../../domain/inbox';

/** Images open in the viewer, audio and video play in place, anything else downloads. */
export function AttachmentList({ attachments, onViewImage }: { attachments: Attachment[]; onViewImage: (image: ViewedImage) => void }) {
  return (
    <ul className="msg__files">
      {attachments.map((file) => {
        const kind = mediaKind(file.mime);
        return (
          <li key={file.id}>
            {kind === 'image' ? (
              <button type="button" className="msg__image" onClick={() => onViewImage({ url: file.url, name: file.name })} aria-label={`Open image ${file.name}`}>
                <img src={file.url} alt="" loading="lazy" />
              </button>
            ) : kind === 'audio' || kind === 'video' ? (
              <MediaPlayer src={file.url} name={file.name} kind={kind} />
            ) : (
              <a className="msg__file" href={file.url} download={file.name}>
                {file.name} <span className="muted">({formatBytes(file.size)})</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
