import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Download, Maximize2, Minimize2 } from '../icons/glyphs';
import { Icon } from '../icons/Icon';
import './media.css';

export interface ViewedImage {
  url: string;
  name: string;
}

/**
 * An image in a dialog: fitted to the window or at its actual size (scrolling), with a download link.
 * Esc, the close button or a click outside close it; focus returns to what opened it.
 */
export function MediaViewer({ image, onClose }: { image: ViewedImage | null; onClose: () => void }) {
  const [fit, setFit] = useState(true);
  return (
    <Dialog
      visible={image !== null}
      onHide={() => {
        setFit(true);
        onClose();
      }}
      header={image?.name ?? ''}
      className="media-viewer"
      style={{ width: '90vw', maxWidth: 1200 }}
      contentStyle={{ padding: 0 }}
      draggable={false}
      resizable={false}
      dismissableMask
      closeOnEscape
      ariaCloseIconLabel="Close"
    >
      {image ? (
        <>
          <div className="media-viewer__toolbar">
            <button type="button" className="media-button" aria-pressed={fit} onClick={() => setFit((value) => !value)}>
              <Icon icon={fit ? Maximize2 : Minimize2} size={18} />
              <span>{fit ? 'Actual size' : 'Fit to window'}</span>
            </button>
            <a className="media-button" href={image.url} download={image.name}>
              <Icon icon={Download} size={18} />
              <span>Download</span>
            </a>
          </div>
          <div className={`media-viewer__stage${fit ? ' media-viewer__stage--fit' : ''}`} tabIndex={fit ? undefined : 0} aria-label={fit ? undefined : 'Image at actual size, scroll to see all of it'} role={fit ? undefined : 'region'}>
            <img src={image.url} alt={image.name} />
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
