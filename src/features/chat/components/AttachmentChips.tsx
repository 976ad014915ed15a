import { formatBytes } from '../../../components/media/mediaRules';
import type { StagedFileInfo } from '../../conversations/openConversationSlice';

export function AttachmentChips({ files, onRemove }: { files: StagedFileInfo[]; onRemove: (key: string) => void }) {
  return (
    <ul className="chips" aria-label="Attached files">
      {files.map((file) => (
        <li key={file.key} className="chip">
          <span>
            {file.name} <span className="muted">({formatBytes(file.size)})</span>
          </span>
          <button type="button" className="chip__remove" aria-label={`Remove ${file.name}`} onClick={() => onRemove(file.key)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
