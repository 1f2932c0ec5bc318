import { arrowLayer, avatarLayer, boxShape, iconLayer, scene, stickerLayer, textLayer } from '../layers.ts';
import {
  avatar,
  EMMA,
  icon,
  image,
  music,
  pulse,
  rise,
  sticker,
  type TemplateDefinition,
  videoOr,
} from './shared.ts';

/** Landscape product launch: presenter, stock footage, icons, stickers, shapes and upbeat music. */
export const productLaunch: TemplateDefinition = {
  id: 'product-launch',
  title: 'Product launch',
  layout: 'landscape',
  cover: image('abstract-bokeh'),
  music: music('bright-morning'),
  build: (videos) => {
    const bgm = music('bright-morning');
    return [
      scene({
        id: 'launch-intro',
        duration: 6,
        bgColor: '#1a1033',
        background: image('abstract-bokeh'),
        music: bgm,
        speech: { text: 'Meet the fastest way to turn your ideas into videos.', voice: EMMA },
        transition: { name: 'fade', displayName: 'Fade', duration: 0.8 },
        layers: [
          avatarLayer('lnchavat', avatar(101), { left: 1280, top: 260, width: 540 }, 'halfbody', {
            enter: 'slidein-r',
          }),
          textLayer(
            'lnchtitl',
            'Introducing Clipwright',
            { left: 140, top: 200, width: 1000 },
            { fontSize: 110, fill: '#ffffff', fontWeight: 'bold' },
            { enter: 'fadein-l', preset: rise },
          ),
          textLayer(
            'lnchsubt',
            'Videos in minutes, not days',
            { left: 140, top: 500, width: 1000 },
            { fontSize: 60, fill: '#d9ccff' },
            { start: 0.8, enter: 'fadein' },
          ),
          boxShape('lnchrect', 'rect', { left: 140, top: 630, width: 360, height: 90 }, '#8b3dff', {
            start: 1.2,
            enter: 'scalein',
            ease: 'bounce',
          }),
          textLayer(
            'lnchbtnt',
            'Try it free',
            { left: 170, top: 650, width: 300 },
            { fontSize: 44, fill: '#ffffff', textAlign: 'center' },
            { start: 1.2, enter: 'fadein' },
          ),
          stickerLayer(
            'lnchstar',
            sticker('bouncing-star'),
            { left: 900, top: 600, width: 260 },
            { start: 1.5 },
          ),
        ],
      }),
      scene({
        id: 'launch-features',
        duration: 7,
        bgColor: '#ffffff',
        music: bgm,
        speech: {
          text: 'Record a voice, pick a presenter, add music, and publish in one click.',
          voice: EMMA,
        },
        transition: {
          name: 'circleopen',
          displayName: 'Circle open',
          duration: 1,
          params: { smoothness: 0.3, opening: true },
        },
        layers: [
          videoOr(
            videos,
            0,
            'featvide',
            { left: 960, top: 140, width: 860, height: 484 },
            image('night-city'),
            { enter: 'fadein' },
          ),
          textLayer(
            'feattitl',
            'Everything in one place',
            { left: 100, top: 120, width: 840 },
            { fontSize: 64, fill: '#1a1033', fontWeight: 'bold' },
            { enter: 'slidein-t' },
          ),
          ...['microphone', 'user', 'music', 'video'].flatMap((name, i) => [
            iconLayer(`feati${i}ic`, icon(name), { left: 110, top: 300 + i * 150, width: 84 }, '#8b3dff', {
              start: 0.5 + i * 0.4,
              enter: 'scalein',
              ease: 'bounce',
            }),
            textLayer(
              `feati${i}tx`,
              ['Natural voices', 'Talking presenters', 'Royalty-free music', 'Stock footage'][i]!,
              { left: 230, top: 310 + i * 150, width: 600 },
              { fontSize: 52, fill: '#333344' },
              { start: 0.6 + i * 0.4, enter: 'fadein-r' },
            ),
          ]),
          arrowLayer('featarrw', 760, 700, 160, '#ff4f7b', { start: 2.5, enter: 'fadein-l' }),
        ],
      }),
      scene({
        id: 'launch-outro',
        duration: 5,
        bgColor: '#8b3dff',
        music: bgm,
        speech: { text: 'Start creating today.', voice: EMMA },
        layers: [
          textLayer(
            'outrtitl',
            'Start creating today',
            { left: 360, top: 420, width: 1200 },
            { fontSize: 120, fill: '#ffffff', fontWeight: 'bold', textAlign: 'center' },
            { enter: 'fade-scalein', exit: 'fadeout', preset: pulse },
          ),
          stickerLayer('outrconf', sticker('confetti-burst'), { left: 660, top: 40, width: 600 }),
          stickerLayer(
            'outrbadg',
            sticker('check-badge'),
            { left: 1620, top: 760, width: 220 },
            { start: 1, enter: 'scalein', ease: 'bounce' },
          ),
        ],
      }),
    ];
  },
};
