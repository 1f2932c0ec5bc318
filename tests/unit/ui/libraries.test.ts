import { describe, expect, it } from 'vitest';
import type { LibraryResponse } from '../../../src/shared/api/library.ts';
import { UPLOAD_LIMITS } from '../../../src/shared/api/media.ts';
import { ENTER_EFFECTS, EXIT_EFFECTS, PRESET_NAMES } from '../../../src/shared/model/animation.ts';
import { normalizeProjectWithReport } from '../../../src/shared/normalize/project.ts';
import { blankScene } from '../../../src/shared/project/edits/scenes.ts';
import { insertLayer } from '../../../src/shared/project/edits/layers.ts';
import { validateProject } from '../../../src/shared/validate.ts';
import { pageToModel, isInside } from '../../../src/ui/app/libraries/drop-point.ts';
import {
  avatarEntries,
  iconEntries,
  imageEntries,
  stickerEntries,
  uploadedEntries,
  videoEntries,
} from '../../../src/ui/app/libraries/entries.ts';
import {
  checkFileContent,
  checkFileFacts,
  sniffMediaType,
} from '../../../src/ui/app/libraries/file-check.ts';
import { UploadsStore, UPLOADS_STORAGE_KEY } from '../../../src/ui/app/libraries/uploads-store.ts';
import { effectLabel, presetKey } from '../../../src/ui/app/pickers/animation/labels.ts';
import { layerBox, loopTime, previewWindowMs } from '../../../src/ui/app/pickers/animation/layer-box.ts';
import { intlFor } from '../../../src/ui/i18n/intl.ts';
import { ENGLISH_MESSAGES, type KeyIn, type MessageValues } from '../../../src/ui/i18n/messages.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MP4 = new Uint8Array([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);

describe('file checks', () => {
  it('accepts an image and a video whose type, extension and size agree', () => {
    expect(checkFileFacts({ name: 'Cat.PNG', type: 'image/png', size: 10 })).toEqual({
      ok: true,
      kind: 'image',
      type: 'image/png',
    });
    expect(checkFileFacts({ name: 'clip.mp4', type: '', size: 10 })).toEqual({
      ok: true,
      kind: 'video',
      type: 'video/mp4',
    });
  });

  it('refuses hostile files with the reason', () => {
    expect(checkFileFacts({ name: 'notes.txt', type: 'text/plain', size: 5 })).toEqual({
      ok: false,
      problem: { reason: 'unsupported', type: 'text/plain' },
    });
    expect(checkFileFacts({ name: 'cat.exe', type: 'image/png', size: 5 })).toEqual({
      ok: false,
      problem: { reason: 'extension', extension: 'exe', type: 'image/png' },
    });
    expect(checkFileFacts({ name: 'cat.png', type: 'image/png', size: 0 })).toEqual({
      ok: false,
      problem: { reason: 'empty' },
    });
    const big = UPLOAD_LIMITS.image + 1;
    expect(checkFileFacts({ name: 'cat.png', type: 'image/png', size: big })).toEqual({
      ok: false,
      problem: { reason: 'too-large', size: big, limit: UPLOAD_LIMITS.image },
    });
    // A video renamed as an image: the name and type agree, the bytes do not.
    const facts = checkFileFacts({ name: 'cat.png', type: 'image/png', size: 12 });
    expect(checkFileContent(facts, MP4)).toEqual({
      ok: false,
      problem: { reason: 'content', type: 'image/png' },
    });
    expect(checkFileContent(facts, PNG)).toEqual(facts);
    expect(checkFileContent(facts, new TextEncoder().encode('hello world!'))).toMatchObject({ ok: false });
  });

  it('sniffs the formats it inserts', () => {
    expect(sniffMediaType(PNG)).toBe('image/png');
    expect(sniffMediaType(MP4)).toBe('video/mp4');
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMediaType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBe('video/webm');
    expect(sniffMediaType(new TextEncoder().encode('GIF89a......'))).toBe('image/gif');
    expect(sniffMediaType(new TextEncoder().encode('RIFF....WEBP'))).toBe('image/webp');
    expect(sniffMediaType(new Uint8Array(12))).toBeUndefined();
    const logo = '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(sniffMediaType(new TextEncoder().encode(logo))).toBe('image/svg+xml');
    expect(sniffMediaType(new TextEncoder().encode('<html><svg/></html>'))).toBeUndefined();
  });
});

describe('drop point', () => {
  it('converts page coordinates to model units with the zoom and the CSS scale', () => {
    const rect = { left: 100, top: 50, width: 960, height: 540 };
    expect(pageToModel({ x: 580, y: 320 }, rect, 960, 0.5)).toEqual({ x: 960, y: 540 });
    // The element is 480 px wide but shown at 960 CSS px.
    expect(pageToModel({ x: 580, y: 320 }, rect, 480, 0.25)).toEqual({ x: 960, y: 540 });
    expect(isInside({ x: 99, y: 60 }, rect)).toBe(false);
    expect(isInside({ x: 1060, y: 590 }, rect)).toBe(true);
    expect(() => pageToModel({ x: 0, y: 0 }, rect, 960, 0)).toThrow(/zoom 0/);
  });
});

describe('uploads store', () => {
  const item = {
    key: 'u/1.png',
    url: '/media/u/1.png?sig=1',
    kind: 'image' as const,
    name: '1.png',
    width: 10,
    height: 20,
    duration: 0,
    at: 1,
  };
  it('keeps uploads newest first in storage and drops malformed entries', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const store = new UploadsStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.add(item);
    store.add({ ...item, key: 'u/2.png', at: 2 });
    store.add({ ...item, at: 3 });
    expect(store.get().map((i) => [i.key, i.at])).toEqual([
      ['u/1.png', 3],
      ['u/2.png', 2],
    ]);
    expect(calls).toBe(3);
    data.set(
      UPLOADS_STORAGE_KEY,
      JSON.stringify([...JSON.parse(data.get(UPLOADS_STORAGE_KEY)!), { key: 'x' }, 5]),
    );
    expect(new UploadsStore(storage).get()).toHaveLength(2);
    expect(() => store.add({ ...item, width: 0 })).toThrow(/not a complete uploaded item/);
    data.set(UPLOADS_STORAGE_KEY, '{not json');
    expect(new UploadsStore(storage).get()).toEqual([]);
  });
});

describe('library entries', () => {
  const cover = { key: 'public/c.png', url: '/media/public/c.png', width: 10, height: 10 };
  const library: Pick<LibraryResponse, 'images' | 'videos' | 'icons' | 'stickers' | 'avatars'> = {
    images: [
      {
        id: 'sea',
        title: 'Sea',
        key: 'public/i.png',
        url: '/media/public/i.png',
        width: 1600,
        height: 900,
        size: 5,
        contentType: 'image/png',
        thumbnail: cover,
      },
    ],
    videos: [
      {
        id: 7,
        title: 'Waves',
        key: 'public/v.mp4',
        url: '/media/public/v.mp4',
        width: 1280,
        height: 720,
        duration: 6,
        fps: 25,
        hasAudio: false,
        files: [],
        cover,
      },
    ],
    icons: [
      {
        id: 'star',
        title: 'Star',
        key: 'public/s.svg',
        url: '/media/public/s.svg',
        tags: [],
        fillNeeded: true,
      },
    ],
    stickers: [
      {
        id: 'wave',
        title: 'Wave',
        key: 'public/w.png',
        url: '/media/public/w.png',
        sheetWidth: 10,
        sheetHeight: 10,
        duration: 1,
        cover,
        sticker: {
          startTime: 0,
          currentFrame: 0,
          coverFrame: 0,
          frameWidth: 512,
          frameHeight: 512,
          frameRate: 25,
          totalFrames: 38,
          columns: 25,
          sheets: [
            {
              frameWidth: 128,
              frameHeight: 128,
              key: 'public/w-128px.png',
              url: '/media/public/w-128px.png',
            },
          ],
        },
      },
    ],
    avatars: [
      {
        id: 4,
        title: 'Ada',
        key: 'public/a.png',
        url: '/media/public/a.png',
        type: 2,
        gender: 2,
        voice_id: 751,
        width: 760,
        height: 1080,
        noBack: { key: 'k', url: 'u' },
      },
    ],
  };
  it('builds a layer for each item that validates and needs no repair', () => {
    const scene = blankScene('portrait', () => 0.5);
    const project = {
      schemaVersion: 1,
      layout: 'portrait' as const,
      clips: [scene],
      totalDuration: scene.duration,
      backgroundAudioVolume: 0.1,
    };
    const entries = [
      ...imageEntries(library.images),
      ...videoEntries(library.videos),
      ...iconEntries(library.icons),
      ...stickerEntries(library.stickers),
      ...avatarEntries(library.avatars, 'circle', undefined),
      ...uploadedEntries(
        [
          {
            key: 'u/1.webm',
            url: '/u.webm',
            kind: 'video',
            name: 'me.webm',
            width: 640,
            height: 480,
            duration: 3,
            at: 1,
          },
        ],
        'video',
      ),
    ];
    expect(entries.map((e) => e.id)).toEqual([
      'image:sea',
      'video:7',
      'icon:star',
      'sticker:wave',
      'avatar:4:circle',
      'upload:u/1.webm',
    ]);
    for (const entry of entries) {
      const layer = entry.build({ layout: 'portrait', scene, at: { x: 540, y: 960 } });
      const inserted = insertLayer(project, 0, layer);
      expect(validateProject(inserted), entry.id).toEqual([]);
      expect(normalizeProjectWithReport(inserted).repairs, entry.id).toEqual([]);
    }
    // The sticker keeps its sheet's smaller copies, so the renderer can decode the one it needs.
    const sticker = entries[3]!.build({ layout: 'portrait', scene });
    expect(sticker.property).toMatchObject({
      type: 'CustomSticker',
      sticker: { sheets: [{ frameWidth: 128, frameHeight: 128, key: 'public/w-128px.png' }] },
    });
    const avatar = entries[4]!.build({ layout: 'portrait', scene });
    expect(avatar.property).toMatchObject({
      type: 'Avatar',
      avatarType: 'circle',
      _avatarInfo: { id: 4, type: 2, name: 'Ada', key: 'public/a.png' },
    });
    expect(
      uploadedEntries(
        [
          {
            key: 'u/1.webm',
            url: '/u.webm',
            kind: 'video',
            name: 'me.webm',
            width: 640,
            height: 480,
            duration: 3,
            at: 1,
          },
        ],
        'image',
      ),
    ).toEqual([]);
  });
});

describe('animation picker helpers', () => {
  const intl = intlFor('en', ENGLISH_MESSAGES);
  const t = (key: KeyIn<'animation'>, values?: MessageValues) =>
    intl.formatMessage({ id: `animation.${key}` }, values);
  it('labels every effect and preset', () => {
    expect(effectLabel(t, 'none')).toBe('None');
    expect(effectLabel(t, 'fadein-l')).toBe('Fade in from the left');
    expect(effectLabel(t, 'slideout-d')).toBe('Slide out to the bottom');
    expect(effectLabel(t, 'fade-scaleout')).toBe('Fade and scale out');
    const labels = [...ENTER_EFFECTS, ...EXIT_EFFECTS].map((name) => effectLabel(t, name));
    expect(new Set(labels).size).toBe(labels.length);
    expect(PRESET_NAMES.map((name) => t(presetKey(name)))).toContain('Subtitle pop-up');
    expect(() => effectLabel(t, 'spin-x')).toThrow(/effect 'spin-x'/);
  });

  it('computes the preview box, window and loop', () => {
    const p = {
      left: 100,
      top: 100,
      width: 200,
      height: 100,
      scaleX: 1,
      scaleY: 1,
      angle: 90,
      originX: 'left',
      originY: 'top',
    } as Parameters<typeof layerBox>[0];
    const box = layerBox(p);
    expect(box.width).toBeCloseTo(100, 8);
    expect(box.height).toBeCloseTo(200, 8);
    expect(previewWindowMs(0, undefined, 5)).toBe(5000);
    expect(previewWindowMs(1, 1.2, 5)).toBe(1000);
    expect(previewWindowMs(0, undefined, 60)).toBe(6000);
    expect(loopTime(5300, 5000, 400)).toBe(5300);
    expect(loopTime(5500, 5000, 400)).toBe(100);
    expect(() => loopTime(1, 0, 0)).toThrow(/windowMs/);
  });
});
