/**
 * A project with talking avatars for the browser tests: three presenters of the demo library side by side
 * (a generated one with a drawn mouth, a Talking Photo and the template's presenter, both photos), all driven
 * by one generated speech whose mouth shapes are known: each of the ten shapes held 0.2 s.
 */
import { TEMPLATE_FACE } from '../../src/server/demo/avatar-defaults.ts';
import { AVATAR_FACE, AVATAR_HEIGHT, AVATAR_WIDTH } from '../../src/server/demo/avatars.ts';
import { encodePcm16Wav } from '../../src/shared/media/wav.ts';

const SHAPES = ['MBP', 'FV', 'L', 'WQ', 'U', 'O', 'E', 'AI', 'etc'] as const;

/** rest 0–0.4 s, then MBP … etc for 0.2 s each (0.4–2.2 s), rest to the audio's end at 2.4 s. */
export const VISEMES = [
  { viseme: 'rest', start: 0, end: 0.4 },
  ...SHAPES.map((viseme, i) => ({ viseme, start: 0.4 + 0.2 * i, end: 0.6 + 0.2 * i })),
  { viseme: 'rest', start: 2.2, end: 2.4 },
].map((cue) => ({
  ...cue,
  start: Math.round(cue.start * 1000) / 1000,
  end: Math.round(cue.end * 1000) / 1000,
}));

export const SPEECH_SECONDS = 2.4;
/** The middle of each shape's cue: the mouth has finished its 50 ms cross-fade there. */
export const SHAPE_TIMES = Object.fromEntries(VISEMES.slice(1, -1).map((c) => [c.viseme, c.start + 0.1]));
export const SILENCE_TIME = 0.2;
export const VOWEL_TIME = SHAPE_TIMES.AI as number;

/** 2.4 s of a quiet tone as a WAV data URL: the speech's audio (its sound does not matter here). */
function speechAudio(): string {
  const rate = 8000;
  const samples = Int16Array.from({ length: SPEECH_SECONDS * rate }, (_, i) =>
    Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / rate)),
  );
  return `data:audio/wav;base64,${Buffer.from(encodePcm16Wav(samples, rate)).toString('base64')}`;
}

interface Presenter {
  id: number;
  type: 1 | 2;
  key: string;
  width: number;
  height: number;
  face: { x: number; y: number; width: number; height: number };
  style: 'drawn' | 'photo';
}

const PRESENTERS: Presenter[] = [
  {
    id: 201,
    type: 2,
    key: 'public/avatars/201.png',
    width: AVATAR_WIDTH,
    height: AVATAR_HEIGHT,
    face: AVATAR_FACE,
    style: 'drawn',
  },
  {
    id: 101,
    type: 1,
    key: 'public/avatars/101.png',
    width: AVATAR_WIDTH,
    height: AVATAR_HEIGHT,
    face: AVATAR_FACE,
    style: 'photo',
  },
  {
    id: 100,
    type: 1,
    key: 'public/avatars/template.png',
    width: 760,
    height: 1080,
    face: TEMPLATE_FACE,
    style: 'photo',
  },
];

/** Each presenter's box on the 1920×1080 canvas: 570×810, side by side from x = 60. */
export const AVATAR_BOXES = PRESENTERS.map((presenter, i) => ({
  left: 60 + i * 615,
  top: 135,
  scale: 570 / presenter.width,
  presenter,
}));

/** A presenter's mouth region on the canvas (project pixels): the lower part of its face. */
export function mouthRegion(i: number): [number, number, number, number] {
  const box = AVATAR_BOXES[i]!;
  const { face } = box.presenter;
  const x = box.left + face.x * box.scale;
  const y = box.top + (face.y + face.height * 0.6) * box.scale;
  return [
    Math.round(x),
    Math.round(y),
    Math.round(face.width * box.scale),
    Math.round(face.height * 0.4 * box.scale),
  ];
}

export function talkingProject() {
  return {
    layout: 'landscape',
    clips: [
      {
        bgColor: '#ffffff',
        duration: SPEECH_SECONDS,
        speech: {
          type: 'default',
          text: 'A line spoken with every mouth shape.',
          duration: SPEECH_SECONDS,
          resourceInfo: { key: '', url: '', staticUrl: speechAudio() },
          visemes: VISEMES,
        },
        layers: AVATAR_BOXES.map(({ left, top, scale, presenter }, i) => ({
          id: `talking${i}`,
          type: 'avatar',
          property: {
            type: 'Avatar',
            version: '2.0.0',
            avatarType: 'halfbody',
            left,
            top,
            width: presenter.width,
            height: presenter.height,
            scaleX: scale,
            scaleY: scale,
            imageWidth: presenter.width,
            imageHeight: presenter.height,
            shapes: { halfbody: { scaleX: scale, scaleY: scale } },
            _avatarInfo: {
              id: presenter.id,
              type: presenter.type,
              static_url: `/media/${presenter.key}`,
              config: { ...presenter.face },
              mouth_style: presenter.style,
            },
          },
        })),
      },
    ],
  };
}
