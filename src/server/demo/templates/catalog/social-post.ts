import { iconLayer, imageLayer, pathShape, scene, stickerLayer, textLayer } from '../layers.ts';
import { breathe, EMMA, icon, image, music, pulse, sticker, type TemplateDefinition } from './shared.ts';

/** Square social post: cropped photos, stickers and path shapes with energetic music. */
export const socialPost: TemplateDefinition = {
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
        speech: { text: 'Weekend vibes are here.', voice: EMMA },
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
        speech: { text: 'Share yours with us!', voice: EMMA },
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
