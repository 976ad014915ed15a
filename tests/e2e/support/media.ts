// Real media files made on the spot by the browser itself (a canvas, drawn or recorded), so no binary
// file is checked in and no encoder needs to be installed.

import type { Page } from '@playwright/test';

/** A small PNG picture. */
export async function drawPng(page: Page, { width = 64, height = 48 } = {}): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#4f46e5';
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** A 16:9 WebM video; like any browser recording, its header carries no duration (players find it). */
export async function recordWebm(page: Page, { width = 640, height = 360, ms = 1500 } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, ms }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
      const parts: Blob[] = [];
      recorder.ondataavailable = (event) => parts.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const draw = () => {
          const elapsed = performance.now() - start;
          context.fillStyle = `hsl(${Math.round(elapsed / 4) % 360} 70% 50%)`;
          context.fillRect(0, 0, width, height);
          context.fillStyle = '#fff';
          context.fillRect((elapsed / ms) * (width - 40), height / 2 - 20, 40, 40);
          if (elapsed < ms) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, ms },
  );
  return Buffer.from(base64, 'base64');
}
