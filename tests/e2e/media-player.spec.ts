// The media player (spec §9: 450x250, download, play, progress, time, mute, volume, full screen) with a
// real 16:9 video an agent sent: the picture fits above the control bar and every control is visible,
// uncovered, inside the player, and does what it says.
import { expect, test, type Locator } from '@playwright/test';
import { workspaceWithWork } from './support/inboxWork';
import { recordWebm } from './support/media';

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

type Box = { x: number; y: number; width: number; height: number };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

const CONTROLS = {
  download: 'a[download]',
  play: 'button[aria-label="Play"]',
  progress: 'input[aria-label="Progress"]',
  time: '[data-testid="media-time"]',
  mute: 'button[aria-label="Mute"]',
  volume: 'input[aria-label="Volume"]',
  fullscreen: 'button[aria-label="Full screen"]',
};

/**
 * The player's layout in one frame (the timeline may scroll between two separate reads): the frame, the
 * picture, the bar, and each control's box and whether a click at its centre reaches it.
 */
function layoutOf(player: Locator) {
  return player.evaluate((root, selectors) => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    };
    const controls = Object.entries(selectors).map(([name, selector]) => {
      const element = root.querySelector(selector);
      const b = box(element);
      const top = b ? document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2) : null;
      return { name, box: b, uncovered: element !== null && top !== null && element.contains(top) };
    });
    return { frame: box(root)!, picture: box(root.querySelector('video'))!, bar: box(root.querySelector('.media-player__controls'))!, controls };
  }, CONTROLS);
}

test('a 16:9 video fits the 450x250 player above a control bar whose every control is visible and works', async ({ page }) => {
  test.setTimeout(90_000);
  const work = await workspaceWithWork(page, 'video', '/v2/app/chat');
  await page.goto(`/v2/app/chat?conversation=${work.conversationId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Rosa Diaz' })).toBeVisible();

  const clip = await recordWebm(page, { width: 640, height: 360 });
  await page.getByTestId('composer-files').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip });
  await page.getByRole('textbox', { name: /^Reply to/ }).fill('The video you asked for');
  await page.getByRole('button', { name: 'Send' }).click();

  const player = page.getByTestId('message').filter({ hasText: 'The video you asked for' }).getByRole('group', { name: 'Video player: clip.webm' });
  await player.scrollIntoViewIfNeeded();
  const video = player.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([640, 360]);
  const controls = {
    download: player.getByRole('link', { name: 'Download clip.webm' }),
    play: player.getByRole('button', { name: 'Play', exact: true }),
    progress: player.getByRole('slider', { name: 'Progress' }),
    time: player.getByTestId('media-time'),
    mute: player.getByRole('button', { name: 'Mute' }),
    volume: player.getByRole('slider', { name: 'Volume' }),
    fullscreen: player.getByRole('button', { name: 'Full screen' }),
  };

  await test.step('the picture is inside the 450x250 player and above the control bar', async () => {
    const { frame, picture, bar } = await layoutOf(player);
    expect([frame.width, frame.height]).toEqual([450, 250]);
    expect(inside(picture, frame), 'video inside the player').toBe(true);
    expect(inside(bar, frame), 'control bar inside the player').toBe(true);
    expect(picture.y + picture.height).toBeLessThanOrEqual(bar.y + 0.5);
    // object-fit: contain keeps 16:9 within the box; the box is the whole width of the player.
    expect(picture.width).toBeCloseTo(450, 0);
  });

  await test.step('every control is visible, named, inside the bar and uncovered', async () => {
    for (const [name, control] of Object.entries(controls)) await expect(control, name).toBeVisible();
    const { bar, controls: boxes } = await layoutOf(player);
    for (const { name, box, uncovered } of boxes) {
      expect(box, `${name} is there`).not.toBeNull();
      expect(box!.width * box!.height, `${name} has room`).toBeGreaterThan(100);
      expect(inside(box!, bar), `${name} inside the control bar`).toBe(true);
      expect(uncovered, `${name} is not covered`).toBe(true);
    }
  });

  await test.step('play, seek, time, mute, volume, download and full screen work', async () => {
    await expect(controls.progress).toBeEnabled();
    await expect(controls.time).toHaveText(/^0:00 \/ 0:0[12]$/);
    await controls.play.click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();

    await controls.progress.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
    await expect(controls.time).toHaveText(/^0:0[12] \/ 0:0[12]$/);

    await controls.mute.click();
    await expect(controls.mute).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await controls.mute.click();
    await controls.volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.volume)).toBeLessThan(1);

    await expect(controls.download).toHaveAttribute('href', /\/v2\/api\/files\//);
    await expect(controls.download).toHaveAttribute('download', 'clip.webm');

    await controls.fullscreen.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe('Video player: clip.webm');
    const exit = player.getByRole('button', { name: 'Exit full screen' });
    await expect(exit).toBeVisible();
    await exit.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });
});
