// The media player (spec §9: 450x250, download, play, progress, time, mute, volume, full screen) with a
// real 16:9 video an agent sent: the picture fits above the control bar and every control is visible,
// uncovered, inside the player, and does what it says.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { workspaceWithWork } from './support/inboxWork';
import { recordWebm } from './support/media';

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Nothing lies over the control's centre: a click there reaches it. */
async function uncovered(page: Page, control: Locator): Promise<boolean> {
  const box = await boxOf(control);
  const handle = await control.elementHandle();
  return page.evaluate(
    ([element, x, y]) => {
      const top = document.elementFromPoint(x as number, y as number);
      return top !== null && (element as Element).contains(top);
    },
    [handle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
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
  const frame = await boxOf(player);
  expect([frame.width, frame.height]).toEqual([450, 250]);

  const bar = player.locator('.media-player__controls');
  const controls = {
    download: player.getByRole('link', { name: 'Download clip.webm' }),
    play: player.getByRole('button', { name: 'Play', exact: true }),
    progress: player.getByRole('slider', { name: 'Progress' }),
    time: player.getByTestId('media-time'),
    mute: player.getByRole('button', { name: 'Mute' }),
    volume: player.getByRole('slider', { name: 'Volume' }),
    fullscreen: player.getByRole('button', { name: 'Full screen' }),
  };

  await test.step('the picture is inside the player and above the control bar', async () => {
    const picture = await boxOf(video);
    const barBox = await boxOf(bar);
    expect(inside(picture, frame), 'video inside the player').toBe(true);
    expect(inside(barBox, frame), 'control bar inside the player').toBe(true);
    expect(picture.y + picture.height).toBeLessThanOrEqual(barBox.y + 0.5);
    // object-fit: contain keeps 16:9 within the box; the box is the whole width of the player.
    expect(picture.width).toBeCloseTo(450, 0);
  });

  await test.step('every control is visible, inside the bar and uncovered', async () => {
    const barBox = await boxOf(bar);
    for (const [name, control] of Object.entries(controls)) {
      await expect(control, name).toBeVisible();
      const box = await boxOf(control);
      expect(box.width * box.height, `${name} has room`).toBeGreaterThan(100);
      expect(inside(box, barBox), `${name} inside the control bar`).toBe(true);
      expect(await uncovered(page, control), `${name} is not covered`).toBe(true);
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
    expect(await uncovered(page, exit)).toBe(true);
    await exit.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });
});
