import {
  avatarLayer,
  boxShape,
  iconLayer,
  imageLayer,
  pathShape,
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
  photozoom,
  pulse,
  sticker,
  type TemplateDefinition,
  videoOr,
} from './shared.ts';

/** Portrait how-to: a circle presenter over footage, numbered steps with icons and shapes. */
export const quickTutorial: TemplateDefinition = {
  id: 'quick-tutorial',
  title: 'Quick tutorial',
  layout: 'portrait',
  cover: image('forest-hills'),
  music: music('calm-horizon'),
  build: (videos) => {
    const bgm = music('calm-horizon');
    return [
      scene({
        id: 'tutorial-hook',
        duration: 6,
        bgColor: '#f4f1ff',
        music: bgm,
        speech: { text: 'Three steps to a calmer morning. Let me show you.', voice: JAMES },
        transition: {
          name: 'Directional',
          displayName: 'Slide',
          duration: 0.7,
          params: { direction: [0, 1] },
        },
        layers: [
          videoOr(
            videos,
            1,
            'tutovide',
            { left: 0, top: 0, width: 1080, height: 1920 },
            image('forest-hills'),
          ),
          boxShape(
            'tutopanl',
            'rect',
            { left: 60, top: 1240, width: 960, height: 520 },
            'rgba(255,255,255,0.88)',
            { enter: 'slidein-d' },
          ),
          textLayer(
            'tutotitl',
            'A calmer morning in 3 steps',
            { left: 110, top: 1290, width: 860 },
            { fontSize: 76, fill: '#1a1033', fontWeight: 'bold' },
            { start: 0.4, enter: 'fadein-d' },
          ),
          avatarLayer('tutoavat', avatar(202), { left: 330, top: 220, width: 420 }, 'circle', {
            enter: 'scalein',
            preset: breathe,
          }),
          iconLayer('tutosun0', icon('sun'), { left: 110, top: 1560, width: 120 }, '#f5a623', {
            start: 1,
            enter: 'scalein',
          }),
        ],
      }),
      scene({
        id: 'tutorial-steps',
        duration: 8,
        bgColor: '#ffffff',
        music: bgm,
        speech: {
          text: 'Wake up with light, drink a glass of water, and take five quiet minutes.',
          voice: JAMES,
        },
        transition: { name: 'fade', displayName: 'Fade', duration: 0.6 },
        layers: [
          imageLayer(
            'stepsimg',
            image('mountain-sunrise'),
            { left: 0, top: 0, width: 1080, height: 608 },
            { preset: photozoom },
          ),
          ...[
            ['sun', 'Open the curtains'],
            ['clock', 'Water before coffee'],
            ['heart', 'Five quiet minutes'],
          ].flatMap(([name, text], i) => [
            boxShape(`step${i}crc`, 'circle', { left: 90, top: 760 + i * 330, width: 180 }, '#8b3dff', {
              start: 0.6 + i * 1.5,
              enter: 'scalein',
              ease: 'bounce',
            }),
            iconLayer(`step${i}ico`, icon(name!), { left: 135, top: 805 + i * 330, width: 90 }, '#ffffff', {
              start: 0.7 + i * 1.5,
              enter: 'fadein',
            }),
            textLayer(
              `step${i}txt`,
              `${i + 1}. ${text!}`,
              { left: 320, top: 810 + i * 330, width: 700 },
              { fontSize: 64, fill: '#222233' },
              { start: 0.8 + i * 1.5, enter: 'slidein-r' },
            ),
          ]),
        ],
      }),
      scene({
        id: 'tutorial-end',
        duration: 5,
        bgColor: '#1d2a5c',
        music: bgm,
        speech: { text: 'Follow for more small habits.', voice: JAMES },
        layers: [
          pathShape('endburst', 'starBurst', { left: 290, top: 560, width: 500 }, '#ffc83d', {
            enter: 'scalein',
            ease: 'bounce',
            preset: pulse,
          }),
          iconLayer('endthumb', icon('thumbs-up'), { left: 440, top: 710, width: 200 }, '#1d2a5c', {
            start: 0.3,
            enter: 'fadein',
          }),
          textLayer(
            'endtitle',
            'Follow for more',
            { left: 90, top: 1200, width: 900 },
            { fontSize: 96, fill: '#ffffff', fontWeight: 'bold', textAlign: 'center' },
            { start: 0.5, enter: 'fadein-d', exit: 'fadeout' },
          ),
          stickerLayer(
            'endheart',
            sticker('heart-pulse'),
            { left: 390, top: 1450, width: 300 },
            { start: 1 },
          ),
        ],
      }),
    ];
  },
};
