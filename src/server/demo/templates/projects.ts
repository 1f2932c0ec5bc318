import { CANVAS_SIZES, type Layout } from '../../../shared/constants.ts';
import { mediaPath } from '../../media/signing.ts';
import { AVATAR_CATALOG } from '../avatars.ts';
import { ICONS, type IconDefinition } from '../icons/icons.ts';
import { IMAGE_CATALOG, type ImageScene } from '../images/catalog.ts';
import { MUSIC_CATALOG, musicKey, type TrackDefinition } from '../music/catalog.ts';
import { type CatalogSticker, STICKER_CATALOG } from '../stickers/catalog.ts';
import type { StockVideo } from '../stock-videos/index.ts';
import {
  arrowLayer,
  avatarLayer,
  type Box,
  boxShape,
  iconLayer,
  imageLayer,
  pathShape,
  type Raw,
  scene,
  stickerLayer,
  textLayer,
  type Timing,
  videoLayer,
} from './layers.ts';

function find<T extends { id: string | number }>(list: readonly T[], id: string | number, what: string): T {
  const item = list.find((entry) => entry.id === id);
  if (item === undefined) throw new Error(`template: no ${what} '${id}' in the library`);
  return item;
}
const image = (id: string): ImageScene => find(IMAGE_CATALOG, id, 'image');
const icon = (id: string): IconDefinition => find(ICONS, id, 'icon');
const sticker = (id: string): CatalogSticker => find(STICKER_CATALOG, id, 'sticker');
const music = (id: string): TrackDefinition => find(MUSIC_CATALOG, id, 'music track');
const avatar = (id: number) => find(AVATAR_CATALOG, id, 'avatar');

const EMMA = { id: 751, name: 'Emma', gender: 2 as const };
const JAMES = { id: 750, name: 'James', gender: 1 as const };

/**
 * A stock video layer, or (while no stock video has been generated, see stock-videos/) the given image in
 * its place, so that a template never points at a file that is not stored.
 */
function videoOr(
  videos: readonly StockVideo[],
  index: number,
  id: string,
  box: Box,
  fallback: ImageScene,
  timing?: Timing,
): Raw {
  // A tall box prefers a video that has a portrait file.
  const tall = box.height !== undefined && box.height > box.width;
  const portrait = tall
    ? videos.find((video) => video.files.some((file) => file.height > file.width))
    : undefined;
  const video = portrait ?? (videos.length === 0 ? undefined : videos[index % videos.length]);
  return video !== undefined ? videoLayer(id, video, box, timing) : imageLayer(id, fallback, box, timing);
}

export interface TemplateDefinition {
  id: string;
  title: string;
  layout: Layout;
  /** The image whose thumbnail stands for the template in a picker. */
  cover: ImageScene;
  music: TrackDefinition;
  build: (videos: readonly StockVideo[]) => Raw[];
}

const pulse = { animations: [{ name: 'pulse', trigger: 'both', speed: 0.5, intensity: 0.4 }], duration: 2 };
const breathe = {
  animations: [{ name: 'breathe', trigger: 'both', direction: 'in', speed: 0.5, intensity: 0.5 }],
  duration: 5,
};
const rise = {
  animations: [{ name: 'rise', trigger: 'enter', direction: 'up', speed: 0.6, intensity: 0.5 }],
  duration: 1,
};
const photozoom = {
  animations: [{ name: 'photozoom', trigger: 'both', direction: 'in', speed: 0.5, scale: 0.5 }],
  duration: 6,
};

/** Landscape product launch: presenter, stock footage, icons, stickers, shapes and upbeat music. */
const productLaunch: TemplateDefinition = {
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
            { left: 140, top: 300, width: 1000 },
            { fontSize: 110, fill: '#ffffff', fontWeight: 'bold' },
            { enter: 'fadein-l', preset: rise },
          ),
          textLayer(
            'lnchsubt',
            'Videos in minutes, not days',
            { left: 140, top: 470, width: 1000 },
            { fontSize: 60, fill: '#d9ccff' },
            { start: 0.8, enter: 'fadein' },
          ),
          boxShape('lnchrect', 'rect', { left: 140, top: 600, width: 360, height: 90 }, '#8b3dff', {
            start: 1.2,
            enter: 'scalein',
            ease: 'bounce',
          }),
          textLayer(
            'lnchbtnt',
            'Try it free',
            { left: 170, top: 620, width: 300 },
            { fontSize: 44, fill: '#ffffff', textAlign: 'center' },
            { start: 1.2, enter: 'fadein' },
          ),
          stickerLayer(
            'lnchstar',
            sticker('bouncing-star'),
            { left: 900, top: 560, width: 260 },
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
            { left: 100, top: 120, width: 800 },
            { fontSize: 72, fill: '#1a1033', fontWeight: 'bold' },
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

/** Portrait how-to: a circle presenter over footage, numbered steps with icons and shapes. */
const quickTutorial: TemplateDefinition = {
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

/** Square social post: cropped photos, stickers and path shapes with energetic music. */
const socialPost: TemplateDefinition = {
  id: 'social-post',
  title: 'Social post',
  layout: 'square',
  cover: image('abstract-waves'),
  music: music('drive-forward'),
  build: () => {
    const bgm = music('drive-forward');
    return [
      scene({
        id: 'social-hello',
        duration: 5,
        bgColor: '#fdf6e3',
        background: image('abstract-waves'),
        music: bgm,
        transition: {
          name: 'cube',
          displayName: 'Cube',
          duration: 0.8,
          params: { persp: 0.7, unzoom: 0.3, reflection: 0.4, floating: 3 },
        },
        layers: [
          imageLayer(
            'soclhrt1',
            image('ocean-sunset'),
            { left: 240, top: 200, width: 600, height: 600 },
            { enter: 'scalein', ease: 'bounce' },
            'heart',
          ),
          textLayer(
            'socltitl',
            'Weekend vibes',
            { left: 90, top: 840, width: 900 },
            {
              fontSize: 100,
              fill: '#c06c84',
              fontWeight: 'bold',
              textAlign: 'center',
              fontFamily: 'Pacifico',
            },
            { start: 0.5, enter: 'fadein-d' },
          ),
          stickerLayer(
            'soclhrts',
            sticker('heart-pulse'),
            { left: 780, top: 120, width: 220 },
            { start: 0.8 },
          ),
          pathShape('soclstar', 'fivePointedStar', { left: 80, top: 90, width: 140 }, '#f7b267', {
            preset: pulse,
          }),
        ],
      }),
      scene({
        id: 'social-gallery',
        duration: 6,
        bgColor: '#ffffff',
        music: bgm,
        speech: { text: 'Sunsets, city lights and a little bit of magic.', voice: EMMA },
        transition: { name: 'fade', displayName: 'Fade', duration: 0.5 },
        layers: [
          imageLayer(
            'galcirc1',
            image('night-city'),
            { left: 60, top: 80, width: 460, height: 460 },
            { enter: 'fadein-l' },
            'circle',
          ),
          imageLayer(
            'galrect2',
            image('mountain-sunrise'),
            { left: 560, top: 80, width: 460, height: 460 },
            { start: 0.5, enter: 'fadein-r' },
            'rect',
          ),
          imageLayer(
            'galtria3',
            image('forest-hills'),
            { left: 310, top: 560, width: 460, height: 460 },
            { start: 1, enter: 'fadein-d' },
            'triangle',
          ),
          pathShape('galbubbl', 'roundSpeechBubble', { left: 740, top: 640, width: 280 }, '#4ecdc4', {
            start: 1.5,
            enter: 'scalein',
            ease: 'bounce',
          }),
          iconLayer('galcamer', icon('camera'), { left: 830, top: 710, width: 100 }, '#ffffff', {
            start: 1.7,
            enter: 'fadein',
          }),
          pathShape('galcloud', 'cloud', { left: 40, top: 700, width: 240 }, '#d8f1ff', { preset: breathe }),
        ],
      }),
      scene({
        id: 'social-cta',
        duration: 4,
        bgColor: '#c06c84',
        music: bgm,
        layers: [
          stickerLayer('ctaconft', sticker('confetti-burst'), { left: 140, top: 60, width: 800 }),
          textLayer(
            'ctatitle',
            'Share yours!',
            { left: 90, top: 440, width: 900 },
            { fontSize: 120, fill: '#ffffff', fontWeight: 'bold', textAlign: 'center' },
            { enter: 'fade-scalein', preset: pulse },
          ),
          iconLayer('ctaheart', icon('heart'), { left: 480, top: 700, width: 120 }, '#ffffff', {
            start: 0.6,
            enter: 'scalein',
            ease: 'bounce',
          }),
        ],
      }),
    ];
  },
};

/** Landscape travel story: a two-presenter conversation over footage and landscapes. */
const travelStory: TemplateDefinition = {
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
          avatarLayer('trvlavat', avatar(401), { left: 1620, top: 760, width: 240 }, 'circle', {
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

export const TEMPLATE_CATALOG: readonly TemplateDefinition[] = [
  productLaunch,
  quickTutorial,
  socialPost,
  travelStory,
];

/** The raw project JSON of a template (load it with normalizeProject, as the editor does). */
export function buildTemplateProject(template: TemplateDefinition, videos: readonly StockVideo[]): Raw {
  const key = musicKey(template.music);
  return {
    layout: template.layout,
    canvas: CANVAS_SIZES[template.layout],
    backgroundAudioVolume: 0.1,
    bgMusicId: template.music.id,
    audioFilePath: key,
    audioFileStaticUrl: mediaPath(key),
    templateId: template.id,
    title: template.title,
    clips: template.build(videos),
  };
}
