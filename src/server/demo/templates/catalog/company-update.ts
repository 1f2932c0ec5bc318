import type { StockVideo } from '../../stock-videos/index.ts';
import {
  avatarLayer,
  boxShape,
  iconLayer,
  type Raw,
  scene,
  stickerLayer,
  textLayer,
  type TextOptions,
} from '../layers.ts';
import {
  avatar,
  icon,
  image,
  music,
  OLIVER,
  rise,
  sticker,
  type TemplateDefinition,
  videoOr,
} from './shared.ts';

const NAVY = '#0f1c2e';
const TEAL = '#3dd6c6';
const bgm = music('calm-horizon');
const heading = (fontSize: number, fill: string): TextOptions => ({
  fontSize,
  fill,
  fontWeight: 'bold',
  fontFamily: 'Montserrat',
});

function intro(): Raw {
  return scene({
    id: 'update-intro',
    duration: 6,
    bgColor: NAVY,
    music: bgm,
    speech: {
      text: 'Welcome to our quarterly update. Here is how the last three months went.',
      voice: OLIVER,
    },
    transition: { name: 'wipeLeft', displayName: 'Wipe left', duration: 0.8 },
    layers: [
      boxShape('updtdisc', 'circle', { left: 1240, top: 160, width: 640 }, '#1e3a5f', { enter: 'fadein' }),
      avatarLayer('updtavat', avatar(302), { left: 1300, top: 200, width: 520 }, 'halfbody', {
        start: 0.3,
        enter: 'slidein-r',
      }),
      boxShape('updtbar0', 'rect', { left: 120, top: 290, width: 14, height: 320 }, TEAL, {
        enter: 'fadein-d',
      }),
      textLayer(
        'updttitl',
        'Quarterly\nupdate',
        { left: 170, top: 280, width: 900 },
        heading(100, '#ffffff'),
        { start: 0.2, enter: 'fadein-l', preset: rise },
      ),
      textLayer(
        'updtsubt',
        'July to September · Team all-hands',
        { left: 170, top: 560, width: 1000 },
        { fontSize: 48, fill: '#b8c7dc' },
        { start: 0.8, enter: 'fadein' },
      ),
      iconLayer('updtcal0', icon('calendar'), { left: 170, top: 670, width: 64 }, TEAL, {
        start: 1.2,
        enter: 'scalein',
        ease: 'bounce',
      }),
      textLayer(
        'updtwhen',
        'Friday, 10 am',
        { left: 262, top: 676, width: 500 },
        { fontSize: 44, fill: '#ffffff' },
        { start: 1.3, enter: 'fadein-r' },
      ),
    ],
  });
}

const STATS = [
  { icon: 'trophy', value: '+24%', label: 'Revenue growth', colour: '#8b3dff' },
  { icon: 'team', value: '12k', label: 'New customers', colour: '#2f9e8f' },
  { icon: 'globe', value: '5', label: 'New countries', colour: '#f08c2e' },
];

function numbers(): Raw {
  return scene({
    id: 'update-numbers',
    duration: 8,
    bgColor: '#ffffff',
    music: bgm,
    speech: {
      text: 'Revenue grew by twenty-four percent, twelve thousand new customers joined us, and we opened in five new countries.',
      voice: OLIVER,
    },
    transition: {
      name: 'windowslice',
      displayName: 'Window slice',
      duration: 0.8,
      params: { count: 10, smoothness: 0.5 },
    },
    layers: [
      textLayer(
        'numstitl',
        'Our quarter in numbers',
        { left: 120, top: 100, width: 1680 },
        heading(72, NAVY),
        { enter: 'slidein-t' },
      ),
      ...STATS.flatMap((stat, i) => {
        const left = 120 + i * 600;
        const start = 0.5 + i * 1.5;
        return [
          boxShape(`nums${i}crd`, 'rect', { left, top: 260, width: 520, height: 560 }, '#f1f5fb', {
            start,
            enter: 'scalein',
          }),
          iconLayer(`nums${i}ico`, icon(stat.icon), { left: left + 40, top: 300, width: 96 }, stat.colour, {
            start: start + 0.2,
            enter: 'scalein',
            ease: 'bounce',
          }),
          textLayer(
            `nums${i}val`,
            stat.value,
            { left: left + 40, top: 440, width: 440 },
            heading(120, stat.colour),
            { start: start + 0.3, enter: 'fadein-d' },
          ),
          textLayer(
            `nums${i}lbl`,
            stat.label,
            { left: left + 40, top: 620, width: 440 },
            { fontSize: 44, fill: '#333344' },
            { start: start + 0.5, enter: 'fadein' },
          ),
        ];
      }),
      textLayer(
        'numsnote',
        'Compared with the previous quarter',
        { left: 120, top: 900, width: 1680 },
        { fontSize: 36, fill: '#6b7280' },
        { start: 4.5, enter: 'fadein' },
      ),
    ],
  });
}

function next(videos: readonly StockVideo[]): Raw {
  const plans = ['Launch the mobile app', 'Hire ten new engineers', 'Open our Lisbon office'];
  return scene({
    id: 'update-next',
    duration: 7,
    bgColor: NAVY,
    music: bgm,
    speech: {
      text: 'Next quarter we launch the mobile app, grow the team and open our Lisbon office. Thank you, everyone.',
      voice: OLIVER,
    },
    layers: [
      videoOr(videos, 0, 'nextvide', { left: 1000, top: 180, width: 800, height: 450 }, image('night-city'), {
        enter: 'fadein',
      }),
      textLayer('nexttitl', 'What comes next', { left: 120, top: 180, width: 800 }, heading(88, '#ffffff'), {
        enter: 'fadein-l',
      }),
      ...plans.flatMap((plan, i) => [
        iconLayer(`next${i}ico`, icon('check'), { left: 120, top: 470 + i * 110, width: 56 }, TEAL, {
          start: 0.8 + i * 1.2,
          enter: 'scalein',
          ease: 'bounce',
        }),
        textLayer(
          `next${i}txt`,
          plan,
          { left: 200, top: 470 + i * 110, width: 740 },
          { fontSize: 46, fill: '#ffffff' },
          { start: 0.9 + i * 1.2, enter: 'fadein-r' },
        ),
      ]),
      textLayer('nextthnk', 'Thank you, team!', { left: 1000, top: 720, width: 560 }, heading(48, TEAL), {
        start: 4.5,
        enter: 'fadein-d',
      }),
      stickerLayer(
        'nextbadg',
        sticker('check-badge'),
        { left: 1600, top: 680, width: 200 },
        { start: 5, enter: 'scalein', ease: 'bounce' },
      ),
    ],
  });
}

/** Landscape company update: a presenter, key figures on cards, next steps beside stock footage. */
export const companyUpdate: TemplateDefinition = {
  id: 'company-update',
  title: 'Company update',
  layout: 'landscape',
  cover: image('night-city'),
  music: bgm,
  build: (videos) => [intro(), numbers(), next(videos)],
};
