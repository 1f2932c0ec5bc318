import {
  avatarLayer,
  boxShape,
  iconLayer,
  imageLayer,
  type Raw,
  scene,
  stickerLayer,
  textLayer,
} from '../layers.ts';
import {
  AMELIA,
  avatar,
  icon,
  image,
  music,
  photozoom,
  pulse,
  sticker,
  type TemplateDefinition,
} from './shared.ts';

const CREAM = '#fff4e6';
const CORAL = '#ff7a59';
const PEACH = '#ffe3d3';
const INK = '#3b2a20';
const bgm = music('bright-morning');

function intro(): Raw {
  const facts = [
    ['clock', '10 minutes'],
    ['team', 'Serves 2'],
    ['star', 'Easy'],
  ] as const;
  return scene({
    id: 'recipe-intro',
    duration: 6,
    bgColor: CREAM,
    music: bgm,
    speech: {
      text: 'Here is my favourite quick breakfast: a berry bowl, ready in ten minutes.',
      voice: AMELIA,
    },
    transition: {
      name: 'circleopen',
      displayName: 'Circle open',
      duration: 0.8,
      params: { smoothness: 0.3, opening: true },
    },
    layers: [
      imageLayer(
        'rcpehead',
        image('abstract-bokeh'),
        { left: 0, top: 0, width: 1080, height: 760 },
        { preset: photozoom },
      ),
      stickerLayer('rcpehart', sticker('heart-pulse'), { left: 820, top: 80, width: 200 }, { start: 1 }),
      avatarLayer('rcpeavat', avatar(201), { left: 390, top: 560, width: 300 }, 'circle', {
        start: 0.3,
        enter: 'scalein',
        ease: 'bounce',
      }),
      textLayer(
        'rcpetitl',
        'Berry breakfast bowl',
        { left: 90, top: 1040, width: 900 },
        { fontSize: 100, fill: INK, fontWeight: 'bold', textAlign: 'center' },
        { start: 0.5, enter: 'fadein-d' },
      ),
      textLayer(
        'rcpesubt',
        'A quick, healthy start to your day',
        { left: 90, top: 1320, width: 900 },
        { fontSize: 52, fill: '#8a5a44', textAlign: 'center' },
        { start: 1, enter: 'fadein' },
      ),
      boxShape('rcpepanl', 'rect', { left: 60, top: 1430, width: 960, height: 280 }, PEACH, {
        start: 1.2,
        enter: 'fadein-d',
      }),
      ...facts.flatMap(([name, label], i) => [
        iconLayer(`rcpe${i}ico`, icon(name), { left: 190 + i * 300, top: 1470, width: 100 }, CORAL, {
          start: 1.5 + i * 0.3,
          enter: 'scalein',
          ease: 'bounce',
        }),
        textLayer(
          `rcpe${i}lbl`,
          label,
          { left: 110 + i * 300, top: 1600, width: 260 },
          { fontSize: 44, fill: INK, textAlign: 'center' },
          { start: 1.6 + i * 0.3, enter: 'fadein' },
        ),
      ]),
    ],
  });
}

function ingredients(): Raw {
  const items = ['A cup of Greek yogurt', 'A handful of berries', 'Two spoons of oats', 'A drizzle of honey'];
  return scene({
    id: 'recipe-ingredients',
    duration: 8,
    bgColor: '#ffffff',
    music: bgm,
    speech: {
      text: 'You will need Greek yogurt, a handful of berries, two spoons of oats and a drizzle of honey.',
      voice: AMELIA,
    },
    transition: { name: 'wipeUp', displayName: 'Wipe up', duration: 0.7 },
    layers: [
      boxShape('ingrband', 'rect', { left: 60, top: 100, width: 960, height: 200 }, CORAL, {
        enter: 'slidein-t',
      }),
      textLayer(
        'ingrtitl',
        'You will need',
        { left: 110, top: 150, width: 860 },
        { fontSize: 80, fill: '#ffffff', fontWeight: 'bold' },
        { start: 0.3, enter: 'fadein' },
      ),
      ...items.flatMap((item, i) => [
        boxShape(`ingr${i}crc`, 'circle', { left: 90, top: 380 + i * 190, width: 130 }, PEACH, {
          start: 0.6 + i * 1.2,
          enter: 'scalein',
        }),
        iconLayer(`ingr${i}ico`, icon('check'), { left: 125, top: 415 + i * 190, width: 60 }, CORAL, {
          start: 0.8 + i * 1.2,
          enter: 'scalein',
          ease: 'bounce',
        }),
        textLayer(
          `ingr${i}txt`,
          item,
          { left: 270, top: 410 + i * 190, width: 750 },
          { fontSize: 60, fill: INK },
          { start: 0.8 + i * 1.2, enter: 'fadein-r' },
        ),
      ]),
      iconLayer('ingrcart', icon('cart'), { left: 90, top: 1200, width: 70 }, CORAL, {
        start: 5.5,
        enter: 'fadein',
      }),
      textLayer(
        'ingrnote',
        'Shopping list in the description',
        { left: 190, top: 1206, width: 830 },
        { fontSize: 44, fill: '#8a5a44' },
        { start: 5.5, enter: 'fadein' },
      ),
      imageLayer(
        'ingrwave',
        image('abstract-waves'),
        { left: 0, top: 1440, width: 1080, height: 480 },
        { enter: 'fadein-d' },
      ),
      stickerLayer('ingrstar', sticker('bouncing-star'), { left: 780, top: 1540, width: 220 }, { start: 2 }),
    ],
  });
}

function method(): Raw {
  const steps = ['Spoon yogurt into a bowl', 'Top with berries and oats', 'Drizzle with honey'];
  return scene({
    id: 'recipe-steps',
    duration: 8,
    bgColor: CREAM,
    music: bgm,
    speech: {
      text: 'Spoon in the yogurt, top it with berries and oats, and finish with a drizzle of honey. Enjoy!',
      voice: AMELIA,
    },
    layers: [
      textLayer(
        'stpstitl',
        'Three easy steps',
        { left: 90, top: 120, width: 900 },
        { fontSize: 84, fill: INK, fontWeight: 'bold' },
        { enter: 'fadein-l' },
      ),
      ...steps.flatMap((step, i) => [
        boxShape(`stps${i}crc`, 'circle', { left: 90, top: 300 + i * 340, width: 150 }, CORAL, {
          start: 0.5 + i * 1.5,
          enter: 'scalein',
          ease: 'bounce',
        }),
        textLayer(
          `stps${i}num`,
          String(i + 1),
          { left: 90, top: 328 + i * 340, width: 150 },
          { fontSize: 80, fill: '#ffffff', fontWeight: 'bold', textAlign: 'center' },
          { start: 0.6 + i * 1.5, enter: 'fadein' },
        ),
        textLayer(
          `stps${i}txt`,
          step,
          { left: 280, top: 342 + i * 340, width: 740 },
          { fontSize: 56, fill: INK },
          { start: 0.7 + i * 1.5, enter: 'slidein-r' },
        ),
      ]),
      textLayer(
        'stpsenjy',
        'Enjoy!',
        { left: 90, top: 1250, width: 900 },
        { fontSize: 120, fill: CORAL, fontFamily: 'Pacifico', textAlign: 'center' },
        { start: 5.5, enter: 'fade-scalein', preset: pulse },
      ),
      stickerLayer('stpshart', sticker('heart-pulse'), { left: 420, top: 1450, width: 240 }, { start: 6 }),
    ],
  });
}

/** Portrait recipe card: a host in a circle, facts in a panel, ingredients and numbered steps. */
export const recipeCard: TemplateDefinition = {
  id: 'recipe-card',
  title: 'Recipe card',
  layout: 'portrait',
  cover: image('abstract-bokeh'),
  music: bgm,
  build: () => [intro(), ingredients(), method()],
};
