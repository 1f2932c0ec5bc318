import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_MESSAGES } from '../../../src/shared/errors.ts';
import { MediaAccess } from '../../../src/ui/api/media-access.ts';
import { closestWidth, headAnswers, repairStockVideo } from '../../../src/ui/api/stock-repair.ts';
import { clientFor, startHttpServer, type ClientKit, type HttpTestServer } from './helpers.ts';

let http: HttpTestServer;
let kit: ClientKit;

beforeAll(async () => {
  http = await startHttpServer();
  kit = clientFor(http.origin);
  await kit.api.signUp({ email: 'media@example.com', password: 'correct horse battery', name: 'Media' });
}, 60_000);
afterAll(async () => {
  await http.close();
});

describe('media access', () => {
  it('asks get-access-url once per key until the URL nears expiry', async () => {
    // A stock video of the demo library (generated when the server starts) is a stored file with a key.
    const library = await kit.api.library();
    const key = library.videos[0]!.key;
    let calls = 0;
    let now = Date.now();
    const access = new MediaAccess(
      (k) => {
        calls++;
        return kit.api.getAccessUrl(k);
      },
      () => now,
    );
    const [a, b] = await Promise.all([access.urlForKey(key), access.urlForKey(key)]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    const file = await fetch(new URL(a, http.origin), { method: 'HEAD' });
    expect(file.status).toBe(200);
    now += 365 * 24 * 3600 * 1000;
    await access.urlForKey(key);
    expect(calls).toBe(2);
    await expect(access.urlForLayer({ key: '', staticUrl: '/s.png' })).resolves.toBe('/s.png');
    await expect(access.urlForLayer({})).rejects.toThrow(SPEC_MESSAGES.noKeyNoStaticUrl);
    // A failed call is not cached.
    await expect(access.urlForKey('public/none.png')).rejects.toThrow('/ai/source/get-access-url error: 404');
    await expect(access.urlForKey('public/none.png')).rejects.toThrow('/ai/source/get-access-url error: 404');
  });
});

describe('stock video repair', () => {
  it('keeps a link that answers; else takes the closest width from /ai/pexels/info', async () => {
    const library = await kit.api.library();
    const video = library.videos.find((v) => v.files.length > 1)!;
    const logs: string[] = [];
    const options = {
      answers: (link: string) => headAnswers(new URL(link, http.origin).href),
      pexelsInfo: (id: number) => kit.api.pexelsInfo(id),
      log: (message: string) => logs.push(message),
    };
    await expect(
      repairStockVideo({ id: video.id, link: video.url, width: video.width }, options),
    ).resolves.toBe(video.url);
    const dead = `/media/public/stock/${video.id}/gone.mp4`;
    const info = await kit.api.pexelsInfo(video.id);
    const narrow = Math.min(...info.video_files.map((f) => f.width));
    const repaired = await repairStockVideo({ id: video.id, link: dead, width: narrow + 1 }, options);
    expect(repaired).toBe(info.video_files.find((f) => f.width === narrow)!.link);
    expect(logs).toEqual([]);
    // The info call fails: the repair stops there and is logged.
    await expect(repairStockVideo({ id: 987654, link: dead, width: 640 }, options)).resolves.toBeUndefined();
    expect(logs).toEqual([`stock video 987654: '${dead}' no longer answers and its info failed`]);
  });

  it('closest width prefers the wider file on a tie', () => {
    const files = [{ width: 640 }, { width: 1280 }, { width: 1920 }];
    expect(closestWidth(files, 960)).toEqual({ width: 1280 });
    expect(closestWidth(files, 100)).toEqual({ width: 640 });
    expect(closestWidth([], 100)).toBeUndefined();
  });
});
