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
  EMMA,
  icon,
  image,
  JAMES,
  music,
  photozoom,
  sticker,
  type TemplateDefinition,
  videoOr,
} from './shared.ts';

/** Landscape travel story: a two-presenter conversation over footage and landscapes. */
export const travelStory: TemplateDefinition = {
  id: 'travel-story',
  title: 'Travel story',
  layout: 'landscape',
  cover: image('mountain-sunrise'),
  music: music('calm-horizon'),
  build: (videos) => {
    const bgm = music('calm-horizon');
    return [
      scene({
        id: 'travel-open',
        duration: 6,
        bgColor: '#0b1026',
        music: bgm,
        speech: { text: 'Last summer we followed the coast for three weeks.', voice: JAMES },
        transition: { name: 'fade', displayName: 'Fade', duration: 1 },
        layers: [
          videoOr(
            videos,
            2,
            'trvlvid1',
            { left: 0, top: 0, width: 1920, height: 1080 },
            image('ocean-sunset'),
          ),
          textLayer(
            'trvltitl',
            'Along the coast',
            { left: 120, top: 780, width: 1200 },
            { fontSize: 120, fill: '#ffffff', fontWeight: 'bold' },
            { start: 0.5, enter: 'slidein-l', exit: 'fadeout' },
          ),
          iconLayer('trvlpin0', icon('location'), { left: 120, top: 680, width: 80 }, '#ffc83d', {
            start: 0.3,
            enter: 'fadein-t',
          }),
          avatarLayer('trvlavat', avatar(401), { left: 1620, top: 680, width: 240 }, 'circle', {
            start: 1,
            enter: 'scalein',
          }),
        ],
      }),
      scene({
        id: 'travel-places',
        duration: 8,
        bgColor: '#ffffff',
        music: bgm,
        speech: { text: 'Mountains at sunrise, forests by noon, and city lights at night.', voice: EMMA },
        transition: {
          name: 'Directional',
          displayName: 'Slide',
          duration: 0.8,
          params: { direction: [1, 0] },
        },
        layers: [
          imageLayer(
            'plcimg01',
            image('mountain-sunrise'),
            { left: 60, top: 200, width: 580, height: 326 },
            { enter: 'fadein-d', preset: photozoom },
          ),
          imageLayer(
            'plcimg02',
            image('forest-hills'),
            { left: 670, top: 200, width: 580, height: 326 },
            { start: 1, enter: 'fadein-d' },
          ),
          videoOr(
            videos,
            3,
            'plcvid03',
            { left: 1280, top: 200, width: 580, height: 326 },
            image('night-city'),
            { start: 2, enter: 'fadein-d' },
          ),
          boxShape('plcband0', 'rect', { left: 60, top: 600, width: 1800, height: 8 }, '#8b3dff', {
            start: 0.5,
            enter: 'fadein-l',
          }),
          ...['sun', 'cloud', 'idea'].map((name, i) =>
            iconLayer(`plcicon${i}`, icon(name), { left: 310 + i * 610, top: 660, width: 80 }, '#8b3dff', {
              start: 0.5 + i,
              enter: 'scalein',
            }),
          ),
          textLayer(
            'plccapti',
            'Sunrise · Forest · City',
            { left: 60, top: 820, width: 1800 },
            { fontSize: 64, fill: '#333344', textAlign: 'center' },
            { start: 2.5, enter: 'fadein' },
          ),
        ],
      }),
      scene({
        id: 'travel-close',
        duration: 6,
        bgColor: '#0b1026',
        background: image('night-city'),
        music: bgm,
        speech: { text: 'Where should we go next? Tell us below.', voice: EMMA },
        layers: [
          avatarLayer('clsavat1', avatar(101), { left: 260, top: 300, width: 480 }, 'halfbody', {
            enter: 'slidein-l',
          }),
          avatarLayer('clsavat2', avatar(102), { left: 1180, top: 300, width: 480 }, 'halfbody', {
            enter: 'slidein-r',
          }),
          pathShape('clsbubbl', 'roundSpeechBubble', { left: 810, top: 160, width: 300 }, '#ffffff', {
            start: 1,
            enter: 'scalein',
            ease: 'bounce',
          }),
          iconLayer('clsglobe', icon('globe'), { left: 910, top: 230, width: 100 }, '#8b3dff', {
            start: 1.2,
            enter: 'fadein',
          }),
          stickerLayer(
            'clsstar0',
            sticker('bouncing-star'),
            { left: 860, top: 620, width: 200 },
            { start: 2 },
          ),
        ],
      }),
    ];
  },
};
