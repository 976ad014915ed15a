import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaViewer, type ViewedImage } from './MediaViewer';

function Harness() {
  const [image, setImage] = useState<ViewedImage | null>(null);
  return (
    <>
      <button type="button" onClick={() => setImage({ url: '/v2/api/files/f1/photo.png', name: 'photo.png' })}>
        Open
      </button>
      <MediaViewer image={image} onClose={() => setImage(null)} />
    </>
  );
}

afterEach(cleanup);

describe('MediaViewer', () => {
  it('shows the image fitted to the window, at actual size on request, with a download link', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', '/v2/api/files/f1/photo.png');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'photo.png');

    const zoom = screen.getByRole('button', { name: 'Actual size' });
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.querySelector('.media-viewer__stage--fit')).not.toBeNull();
    fireEvent.click(zoom);
    expect(screen.getByRole('button', { name: 'Fit to window' })).toHaveAttribute('aria-pressed', 'false');
    expect(dialog.querySelector('.media-viewer__stage--fit')).toBeNull();
  });

  it('closes with Escape', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
