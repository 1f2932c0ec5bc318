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
import { avatar, EMMA, icon, image, music, pulse, rise, sticker, type TemplateDefinition } from './shared.ts';

const PLUM = '#2b0f4c';
const VIOLET = '#8b3dff';
const GOLD = '#ffc83d';
const bgm = music('drive-forward');

function invitation(): Raw {
  return scene({
    id: 'invite-open',
    duration: 5,
    bgColor: PLUM,
    background: image('abstract-bokeh'),
    music: bgm,
    speech: { text: "You're invited to our summer rooftop party!", voice: EMMA },
    transition: {
      name: 'cube',
      displayName: 'Cube',
      duration: 0.8,
      params: { persp: 0.7, unzoom: 0.3, reflection: 0.4, floating: 3 },
    },
    layers: [
      stickerLayer('invtconf', sticker('confetti-burst'), { left: 140, top: 40, width: 800 }),
      pathShape('invtstr1', 'fivePointedStar', { left: 90, top: 100, width: 110 }, GOLD, { preset: pulse }),
      pathShape('invtstr2', 'fivePointedStar', { left: 880, top: 860, width: 110 }, GOLD, { preset: pulse }),
      textLayer(
        'invttitl',
        "You're invited!",
        { left: 60, top: 360, width: 960 },
        { fontSize: 110, fill: '#ffffff', fontFamily: 'Lobster', textAlign: 'center' },
        { start: 0.3, enter: 'fade-scalein', preset: rise },
      ),
      textLayer(
        'invtsubt',
        'to our summer rooftop party',
        { left: 90, top: 530, width: 900 },
        { fontSize: 56, fill: '#ffe9a8', textAlign: 'center' },
        { start: 1, enter: 'fadein-d' },
      ),
      iconLayer('invtgift', icon('gift'), { left: 490, top: 680, width: 100 }, GOLD, {
        start: 1.5,
        enter: 'scalein',
        ease: 'bounce',
      }),
    ],
  });
}

function details(): Raw {
  const rows = [
    ['calendar', 'Saturday, July 20'],
    ['clock', '7 pm until late'],
    ['location', 'Skyline Rooftop'],
  ] as const;
  return scene({
    id: 'invite-details',
    duration: 8,
    bgColor: '#fff7ec',
    music: bgm,
    speech: {
      text: 'Join us on Saturday, July twentieth, from seven in the evening at the Skyline Rooftop. Dress code: summer white.',
      voice: EMMA,
    },
    transition: { name: 'Radial', displayName: 'Radial', duration: 0.8, params: { smoothness: 1 } },
    layers: [
      textLayer(
        'dtlstitl',
        'Save the date',
        { left: 80, top: 80, width: 920 },
        { fontSize: 88, fill: PLUM, fontWeight: 'bold' },
        { enter: 'slidein-t' },
      ),
      ...rows.flatMap(([name, text], i) => [
        boxShape(`dtls${i}crc`, 'circle', { left: 80, top: 250 + i * 160, width: 100 }, VIOLET, {
          start: 0.5 + i * 1.2,
          enter: 'scalein',
          ease: 'bounce',
        }),
        iconLayer(`dtls${i}ico`, icon(name), { left: 105, top: 275 + i * 160, width: 50 }, '#ffffff', {
          start: 0.6 + i * 1.2,
          enter: 'fadein',
        }),
        textLayer(
          `dtls${i}txt`,
          text,
          { left: 210, top: 270 + i * 160, width: 540 },
          { fontSize: 52, fill: PLUM },
          { start: 0.7 + i * 1.2, enter: 'fadein-r' },
        ),
      ]),
      pathShape('dtlsbubl', 'roundSpeechBubble', { left: 820, top: 200, width: 180 }, GOLD, {
        start: 1.5,
        enter: 'scalein',
        ease: 'bounce',
      }),
      iconLayer('dtlsmusc', icon('music'), { left: 875, top: 245, width: 70 }, PLUM, {
        start: 1.7,
        enter: 'fadein',
      }),
      avatarLayer('dtlsavat', avatar(101), { left: 760, top: 420, width: 280 }, 'halfbody', {
        enter: 'slidein-r',
      }),
      boxShape('dtlsband', 'rect', { left: 80, top: 880, width: 920, height: 120 }, VIOLET, {
        start: 4.5,
        enter: 'slidein-d',
      }),
      textLayer(
        'dtlsdres',
        'Dress code: summer white',
        { left: 100, top: 910, width: 880 },
        { fontSize: 52, fill: '#ffffff', fontWeight: 'bold', textAlign: 'center' },
        { start: 4.7, enter: 'fadein' },
      ),
    ],
  });
}

function rsvp(): Raw {
  return scene({
    id: 'invite-rsvp',
    duration: 5,
    bgColor: VIOLET,
    music: bgm,
    speech: { text: 'Please reply by July tenth to save your spot. See you there!', voice: EMMA },
    layers: [
      stickerLayer('rsvpstar', sticker('bouncing-star'), { left: 60, top: 60, width: 180 }, { start: 0.5 }),
      pathShape('rsvpbubl', 'roundSpeechBubble', { left: 290, top: 140, width: 500 }, '#ffffff', {
        enter: 'scalein',
        ease: 'bounce',
      }),
      iconLayer('rsvpmail', icon('mail'), { left: 440, top: 250, width: 200 }, VIOLET, {
        start: 0.3,
        enter: 'fadein',
      }),
      textLayer(
        'rsvptitl',
        'RSVP by July 10',
        { left: 60, top: 690, width: 960 },
        { fontSize: 100, fill: '#ffffff', fontWeight: 'bold', textAlign: 'center' },
        { start: 0.6, enter: 'fadein-d' },
      ),
      textLayer(
        'rsvpsubt',
        'Reply to this message to save your spot',
        { left: 90, top: 840, width: 900 },
        { fontSize: 44, fill: '#e8dcff', textAlign: 'center' },
        { start: 1.2, enter: 'fadein' },
      ),
      pathShape('rsvphart', 'heart', { left: 490, top: 930, width: 100 }, '#ff4f7b', {
        start: 1.8,
        enter: 'scalein',
        preset: pulse,
      }),
    ],
  });
}

/** Square event invite: confetti and stars, the date, time and place with icons, a host and an RSVP. */
export const eventInvite: TemplateDefinition = {
  id: 'event-invite',
  title: 'Event invite',
  layout: 'square',
  cover: image('abstract-bokeh'),
  music: bgm,
  build: () => [invitation(), details(), rsvp()],
};
