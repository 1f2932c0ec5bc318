import type { StockVideo } from '../../stock-videos/index.ts';
import {
  avatarLayer,
  boxShape,
  iconLayer,
  pathShape,
  type Raw,
  scene,
  stickerLayer,
  textLayer,
} from '../layers.ts';
import {
  avatar,
  breathe,
  icon,
  image,
  JAMES,
  music,
  pulse,
  sticker,
  type TemplateDefinition,
  videoOr,
} from './shared.ts';

const DARK = '#101820';
const LIME = '#c6ff3d';
const bgm = music('drive-forward');

function hook(videos: readonly StockVideo[]): Raw {
  return scene({
    id: 'fitness-hook',
    duration: 5,
    bgColor: DARK,
    music: bgm,
    speech: { text: 'Want stronger legs? Fix your squat with three simple cues.', voice: JAMES },
    transition: {
      name: 'directionalwipe',
      displayName: 'Directional wipe',
      duration: 0.7,
      params: { direction: [1, -1], smoothness: 0.5 },
    },
    layers: [
      videoOr(
        videos,
        1,
        'fithvide',
        { left: 0, top: 0, width: 1080, height: 1920 },
        image('mountain-sunrise'),
      ),
      avatarLayer('fithavat', avatar(102), { left: 390, top: 200, width: 300 }, 'circle', {
        start: 0.3,
        enter: 'scalein',
        preset: breathe,
      }),
      boxShape('fithpanl', 'rect', { left: 60, top: 1180, width: 960, height: 620 }, 'rgba(16,24,32,0.85)', {
        enter: 'slidein-d',
      }),
      iconLayer('fithbolt', icon('bolt'), { left: 110, top: 1235, width: 90 }, LIME, {
        start: 0.5,
        enter: 'scalein',
        ease: 'bounce',
      }),
      textLayer(
        'fithlabl',
        'FITNESS TIP',
        { left: 230, top: 1250, width: 600 },
        { fontSize: 48, fill: LIME, fontWeight: 'bold' },
        { start: 0.5, enter: 'fadein-r' },
      ),
      textLayer(
        'fithtitl',
        'Fix your squat\nin 30 seconds',
        { left: 110, top: 1350, width: 860 },
        { fontSize: 84, fill: '#ffffff', fontWeight: 'bold' },
        { start: 0.8, enter: 'fadein-d' },
      ),
      textLayer(
        'fithsubt',
        'Three cues for stronger legs',
        { left: 110, top: 1610, width: 860 },
        { fontSize: 52, fill: '#d0d6dc' },
        { start: 1.3, enter: 'fadein' },
      ),
    ],
  });
}

function cues(): Raw {
  const list = [
    ['user', 'Feet apart', 'Shoulder-width, toes slightly out'],
    ['arrow-down', 'Chest up', 'Sit back as if onto a chair'],
    ['arrow-up', 'Push through heels', 'Drive up and squeeze at the top'],
  ] as const;
  return scene({
    id: 'fitness-cues',
    duration: 9,
    bgColor: '#f3f6f9',
    music: bgm,
    speech: {
      text: 'Keep your feet shoulder-width apart, sit back with your chest up, and drive up through your heels. Do three sets of ten.',
      voice: JAMES,
    },
    transition: { name: 'wipeLeft', displayName: 'Wipe left', duration: 0.6 },
    layers: [
      textLayer(
        'cuestitl',
        'Three cues',
        { left: 90, top: 120, width: 900 },
        { fontSize: 96, fill: DARK, fontWeight: 'bold' },
        { enter: 'slidein-l' },
      ),
      textLayer(
        'cuessubt',
        'Keep these in mind on every rep',
        { left: 90, top: 260, width: 900 },
        { fontSize: 48, fill: '#4a5560' },
        { start: 0.4, enter: 'fadein' },
      ),
      ...list.flatMap(([name, title, detail], i) => {
        const top = 400 + i * 420;
        const start = 0.8 + i * 2;
        return [
          boxShape(`cues${i}crd`, 'rect', { left: 60, top, width: 960, height: 360 }, '#ffffff', {
            start,
            enter: 'fadein-r',
          }),
          boxShape(`cues${i}crc`, 'circle', { left: 100, top: top + 110, width: 140 }, LIME, {
            start,
            enter: 'scalein',
            ease: 'bounce',
          }),
          iconLayer(`cues${i}ico`, icon(name), { left: 135, top: top + 145, width: 70 }, DARK, {
            start: start + 0.2,
            enter: 'fadein',
          }),
          textLayer(
            `cues${i}ttl`,
            title,
            { left: 280, top: top + 80, width: 700 },
            { fontSize: 56, fill: DARK, fontWeight: 'bold' },
            { start: start + 0.2, enter: 'fadein-r' },
          ),
          textLayer(
            `cues${i}txt`,
            detail,
            { left: 280, top: top + 175, width: 700 },
            { fontSize: 40, fill: '#4a5560' },
            { start: start + 0.4, enter: 'fadein' },
          ),
        ];
      }),
      iconLayer('cuesclok', icon('clock'), { left: 90, top: 1690, width: 80 }, DARK, {
        start: 7,
        enter: 'scalein',
      }),
      textLayer(
        'cuesreps',
        '3 sets of 10 reps',
        { left: 200, top: 1697, width: 760 },
        { fontSize: 56, fill: DARK, fontWeight: 'bold' },
        { start: 7, enter: 'fadein-r' },
      ),
    ],
  });
}

function outro(): Raw {
  return scene({
    id: 'fitness-end',
    duration: 5,
    bgColor: LIME,
    music: bgm,
    speech: { text: 'Save this for leg day, and follow for a new tip every Monday.', voice: JAMES },
    layers: [
      pathShape('fitetrph', 'octagon', { left: 290, top: 420, width: 500 }, DARK, {
        enter: 'scalein',
        ease: 'bounce',
      }),
      iconLayer('fiteicon', icon('trophy'), { left: 415, top: 545, width: 250 }, LIME, {
        start: 0.3,
        enter: 'fadein',
        preset: pulse,
      }),
      textLayer(
        'fitetitl',
        'Save this\nfor leg day',
        { left: 90, top: 1040, width: 900 },
        { fontSize: 96, fill: DARK, fontWeight: 'bold', textAlign: 'center' },
        { start: 0.5, enter: 'fadein-d' },
      ),
      textLayer(
        'fitesubt',
        'Follow for a new tip every Monday',
        { left: 90, top: 1310, width: 900 },
        { fontSize: 52, fill: DARK, textAlign: 'center' },
        { start: 1, enter: 'fadein' },
      ),
      stickerLayer(
        'fitestar',
        sticker('bouncing-star'),
        { left: 440, top: 1460, width: 200 },
        { start: 1.5 },
      ),
    ],
  });
}

/** Portrait fitness tip: a coach over footage, three cue cards with icons, and a follow call. */
export const fitnessTip: TemplateDefinition = {
  id: 'fitness-tip',
  title: 'Fitness tip',
  layout: 'portrait',
  cover: image('mountain-sunrise'),
  music: bgm,
  build: (videos) => [hook(videos), cues(), outro()],
};
