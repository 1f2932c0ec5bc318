/**
 * The editor makes a preview copy of a large video in the background and says so in the player while it does:
 * "Preview copies 0 of 1" with a progress bar, gone once the copy is made, and the preview plays on without a
 * problem to report. (What the copy shows, and that grabs keep the original: preview-proxies.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { signIn, waitForLibrary } from './app-e2e-helpers.ts';
import { seedProject } from './seed-project.ts';
import { showPreview } from './stage-view.ts';

const PROJECT_ID = 'copies-e2e';

interface LibraryVideoFile {
  url: string;
  key: string;
  width: number;
  height: number;
}

test('a 1920×1080 stock video gets a preview copy, and the player tells while it is made', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(page);
  await waitForLibrary(page, token);
  const library = (
    await (
      await page.request.get('/api/library?origin=web', { headers: { Authorization: `Bearer ${token}` } })
    ).json()
  ).data as { videos: Array<{ id: number; duration: number; files: LibraryVideoFile[] }> };
  const video = library.videos[0];
  const file = video?.files.find((f) => f.width === 1920 && f.height === 1080);
  if (video === undefined || file === undefined) throw new Error('the demo library has no 1920×1080 video');

  // Every text the copies' status showed, recorded as it changes (it may show for a second or two only).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { copiesSeen: string[] }).copiesSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.cw-player-copies')?.textContent ?? '';
      if (text !== '' && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/?lang=en');
  await seedProject(page, PROJECT_ID, 'Preview copies', {
    layout: 'landscape',
    clips: [
      {
        id: 'c1',
        bgColor: '#000000',
        duration: 6,
        layers: [
          {
            id: 'v1',
            type: 'object',
            property: {
              type: 'CustomVideo',
              left: 0,
              top: 0,
              width: 1920,
              height: 1080,
              _staticUrl: file.url,
              _videoSrc: file.url,
              _urlkey: file.key,
              videoId: video.id,
              _start: 0,
              _end: 6,
              _volume: 0,
            },
          },
        ],
      },
    ],
  });
  await page.goto(`/?lang=en#/project/${PROJECT_ID}`);
  const copies = page.locator('.cw-player-copies');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copiesSeen: string[] }).copiesSeen), {
      timeout: 60_000,
    })
    .toContain('Preview copies 0 of 1');
  if (process.env.CLIPWRIGHT_SHOTS !== undefined)
    await page.screenshot({ path: `${process.env.CLIPWRIGHT_SHOTS}/copies.png` }).catch(() => {});
  await expect(copies).toBeHidden({ timeout: 120_000 });
  await expect(copies.locator('progress')).toHaveCount(0);
  await showPreview(page, 2);
  await expect(page.locator('.cw-player')).not.toContainText('Some media could not be played');
});
