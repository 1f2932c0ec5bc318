/**
 * Replacing a video from the inspector: reading the file's size and duration (a scripted video element plays
 * the browser's part), which layers can be replaced by upload, and the patch the uploaded video gives.
 */
import { describe, expect, it, vi } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import type { VideoProperty } from '../../../src/shared/model/layer.ts';
import { replaceMedia } from '../../../src/ui/canvas/replace-media.ts';
import {
  MediaProbeError,
  probeVideo,
  VIDEO_PROBE_TIMEOUT_MS,
  type ProbeVideoElement,
} from '../../../src/ui/app/inspector/media-probe.ts';
import { uploadedMedia, uploadReplacement } from '../../../src/ui/app/inspector/replace-kind.ts';

class FakeVideo implements ProbeVideoElement {
  preload = '';
  muted = false;
  src = '';
  videoWidth = 0;
  videoHeight = 0;
  duration = Number.NaN;
  error: { code: number; message: string } | null = null;
  onloadedmetadata: (() => void) | null = null;
  onerror: (() => void) | null = null;
  removed: string[] = [];
  removeAttribute(name: string) {
    this.removed.push(name);
  }
  metadata(width: number, height: number, duration: number) {
    Object.assign(this, { videoWidth: width, videoHeight: height, duration });
    this.onloadedmetadata?.();
  }
  fail(code: number, message: string) {
    this.error = { code, message };
    this.onerror?.();
  }
}

function probe(options: { timeoutMs?: number } = {}) {
  const video = new FakeVideo();
  const revoked: string[] = [];
  const file = Object.assign(new Blob([new Uint8Array(8)], { type: 'video/mp4' }), { name: 'waves.mp4' });
  const result = probeVideo(file, {
    ...options,
    createVideo: () => video,
    createUrl: () => 'blob:waves',
    revokeUrl: (url) => revoked.push(url),
  });
  return { video, revoked, result };
}

const failure = async (result: Promise<unknown>) => {
  const error = await result.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MediaProbeError);
  return error as MediaProbeError;
};

describe('probeVideo', () => {
  it('reads the size and duration from the metadata, then lets the file go', async () => {
    const { video, revoked, result } = probe();
    expect(video.src).toBe('blob:waves');
    expect(video.preload).toBe('metadata');
    expect(video.muted).toBe(true);
    video.metadata(640, 360, 8.04);
    await expect(result).resolves.toEqual({ width: 640, height: 360, duration: 8.04 });
    expect(video.removed).toEqual(['src']);
    expect(revoked).toEqual(['blob:waves']);
  });

  it('a file the browser cannot read fails naming the file and the browser error', async () => {
    const { video, revoked, result } = probe();
    video.fail(4, 'DEMUXER_ERROR_COULD_NOT_OPEN');
    const error = await failure(result);
    expect(error.reason).toBe('unreadable');
    expect(error.message).toBe(
      "video 'waves.mp4': the browser cannot read this file (code 4: DEMUXER_ERROR_COULD_NOT_OPEN)",
    );
    expect(revoked).toEqual(['blob:waves']);
  });

  it('no usable size or duration is refused, naming the value', async () => {
    const sized = probe();
    sized.video.metadata(0, 0, 5);
    expect((await failure(sized.result)).message).toBe("video 'waves.mp4': no usable picture size (0×0)");
    const endless = probe();
    endless.video.metadata(640, 360, Number.POSITIVE_INFINITY);
    const error = await failure(endless.result);
    expect(error.reason).toBe('duration');
    expect(error.value).toBe('Infinity s');
  });

  it('a file that never answers fails after the timeout (15 s by default)', async () => {
    vi.useFakeTimers();
    try {
      const { video, revoked, result } = probe();
      const settled = failure(result);
      await vi.advanceTimersByTimeAsync(VIDEO_PROBE_TIMEOUT_MS - 1);
      expect(revoked).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const error = await settled;
      expect(error.reason).toBe('timeout');
      expect(error.message).toBe("video 'waves.mp4': no metadata within the time allowed (15000 ms)");
      // Metadata arriving later changes nothing.
      video.metadata(640, 360, 8);
      expect(revoked).toEqual(['blob:waves']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('replacing by upload', () => {
  it('images and videos only', () => {
    expect(uploadReplacement('CustomImage')?.kind).toBe('image');
    expect(uploadReplacement('CustomVideo')).toEqual({
      kind: 'video',
      accept: 'video/mp4,video/webm,video/quicktime',
    });
    for (const type of ['CustomIcon', 'CustomSticker', 'Avatar', 'rect', 'textbox'] as const)
      expect(uploadReplacement(type), type).toBeUndefined();
  });

  it('an uploaded video becomes the layer source, its trim the whole video, its box unchanged', () => {
    const project = normalizeProject({
      layout: 'landscape',
      clips: [
        {
          duration: 5,
          speech: { type: 'duration', duration: 5 },
          layers: [
            {
              type: 'video',
              property: {
                type: 'CustomVideo',
                left: 10,
                top: 20,
                width: 640,
                height: 360,
                videoId: 1001,
                _videoSrc: 'https://stock.example/old.mp4',
                _staticUrl: '/media/old.mp4',
                _frontCoverStaticUrl: '/media/old.jpg',
                _start: 1,
                _end: 3,
                _duration: 8,
              },
            },
          ],
        },
      ],
    });
    const p = project.clips[0]!.layers[0]!.property as VideoProperty;
    const media = uploadedMedia(
      { key: 'users/1/video/new.mp4', static_url: '/media/new.mp4' },
      { width: 1280, height: 720, duration: 4.5 },
    );
    expect(media).toEqual({
      url: '/media/new.mp4',
      key: 'users/1/video/new.mp4',
      width: 1280,
      height: 720,
      duration: 4.5,
    });
    const patch = replaceMedia(p, media);
    expect(patch).toMatchObject({
      _staticUrl: '/media/new.mp4',
      _urlkey: 'users/1/video/new.mp4',
      _start: 0,
      _end: 4.5,
      _duration: 4.5,
      _frontCoverStaticUrl: undefined,
      _videoSrc: undefined,
      videoId: undefined,
    });
    for (const field of ['left', 'top', 'width', 'height', 'scaleX', 'scaleY'])
      expect(patch).not.toHaveProperty(field);
  });
});
