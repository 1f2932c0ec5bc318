/** Business constants (and the project defaults that go with them), in one place. */

export const LAYOUTS = ['landscape', 'portrait', 'square'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Editor canvas sizes. */
export const CANVAS_SIZES: Readonly<Record<Layout, { readonly width: number; readonly height: number }>> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

export const NUMERIC_PRECISION_DIGITS = 8;
/** The preview canvas has no retina scaling: one canvas pixel per CSS pixel. */
export const PREVIEW_PIXEL_RATIO = 1;
/** A video element is ready at readyState 4 (HAVE_ENOUGH_DATA), or 1 (HAVE_METADATA) on some devices. */
export const VIDEO_READY_STATES = [4, 1] as const;
export const MAX_TEXTURE_SIZE = 4096;
/** Frame preview image multiplier: grabs are 0.4 × the canvas size. */
export const FRAME_PREVIEW_MULTIPLIER = 0.4;

export const AVATAR = {
  defaultCanvasSize: 400,
  voiceMargin: 30,
  /** The voice display type's badge: a disc of this size (model units) before its own scale. */
  voiceBadgeSize: 120,
  templateWidth: 760,
  templateHeight: 1080,
  templateScale: 0.398,
  templateInitialWidth: 700,
  transparentPercent: 20,
  version: '2.0.0',
  /** Restore colours: circle goes to a light lavender, square and halfbody to fully transparent. */
  restoreBackground: { circle: '#e6e0ff', square: 'rgba(0,0,0,0)', halfbody: 'rgba(0,0,0,0)' },
} as const;

export const AVATAR_TYPES = {
  talkingPhoto: 1,
  avatarPro: 2,
  avatarLite: 3,
  customAvatarPro: 4,
  customAvatarLite: 5,
} as const;

export const SHAPES = {
  size: 300,
  circleRadius: 150,
  line: { x1: 20, y1: 50, x2: 320, y2: 50, stroke: 'red', strokeWidth: 10, padding: 5 },
  arrowHeadAngle: 60,
  imageLockScalingPadding: 5,
  strokeWidth: 3,
  cropStroke: 'white',
  cropHandleSize: 40,
  /** Shape-crop corner drags closer than this to the opposite corner are ignored. */
  cropMinCornerDistance: 20,
  minRectSize: 1,
  minPathShapeSize: 0.5,
} as const;

export const STICKER = {
  frameRate: 25,
  totalFrames: 38,
  frameWidth: 1024,
  frameHeight: 1024,
  columns: 25,
  coverFrame: 0,
} as const;

export const TEXT = {
  fontSize: 40,
  lineHeight: 1.16,
  minWidth: 20,
  tripleClickMs: 500,
  cursorBlinkMs: 1000,
  cursorWidth: 2,
} as const;

export const DEFAULT_FONT_FAMILY = 'Roboto';
export const FONT_FALLBACKS = [
  'Noto Sans',
  'Noto Sans SC',
  'Noto Sans JP',
  'Noto Sans KR',
  'sans-serif',
] as const;

export const SCENE_DEFAULTS = {
  transitionName: 'none',
  transitionDuration: 0.5,
  fgColor: '#8b3dff',
  bgColor: '#ffffff',
  speechDuration: 5,
  legacySpeechDuration: 10,
  speechVolume: 1,
  speechPitch: 0,
  speechSpeed: 1,
} as const;

export const TEXT_STYLE_DEFAULTS = {
  title: { fontSize: 120, fontWeight: 'bold' },
  subtitle: { fontSize: 90, fontWeight: 'normal' },
  paragraph: { fontSize: 48, fontWeight: 'normal' },
  fontFamily: `${DEFAULT_FONT_FAMILY}, ${FONT_FALLBACKS.join(', ')}`,
  align: 'left',
} as const;

export const BGM_DEFAULTS = {
  loop: true,
  volume: 0.1,
  enabled: true,
  fadeInSeconds: 2,
  fadeOutSeconds: 2,
} as const;
export const PROJECT_BACKGROUND_AUDIO_VOLUME = 0.1;

export const ANIMATION_DEFAULTS = { name: 'none', ease: 'smooth', duration: 1, delay: 0 } as const;

export const SPEECH_ESTIMATE = {
  leadSeconds: 0.3,
  tailSeconds: 0.3,
  conversationIntervalSeconds: 0,
  conversationPauseSeconds: 0.5,
} as const;

export const VOICE_REPLACEMENT_IDS = {
  dev: { male: 750, female: 751 },
  prd: { male: 2364, female: 2363 },
} as const;
export const DEFAULT_VOICE_LANGUAGE = 'en';
/** Site codes map jp → ja, kr → ko, se → sv; tw (the Taiwan site) speaks Traditional Chinese voices, zh-TW. */
export const LANGUAGE_CODE_MAP: Readonly<Record<string, string>> = {
  jp: 'ja',
  kr: 'ko',
  se: 'sv',
  tw: 'zh-TW',
};
export const SITE_LANGUAGES = ['fr', 'ar', 'en', 'jp', 'de', 'it', 'pt', 'es', 'tw', 'kr', 'nl'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DURATIONS = {
  maxVideoSeconds: 3600,
  maxVideoSecondsFreeTier: 180,
  mediaLoadTimeoutMs: 180_000,
  mediaLoadCheckMs: 50,
  requestTimeoutMs: 300_000,
  heartbeatMs: 60_000,
  taskPollRetryMs: 1000,
  authCookieDays: 30,
} as const;

export const EDITOR_CONTROLS = {
  lockSize: 30,
  replace: { width: 56, height: 48, offset: 40 },
  rotateSize: 40,
  cornerSize: 24,
  borderColor: '#85A2FF',
  borderScaleFactor: 2,
} as const;

export const ID_LENGTH = 8;
export const LAYER_VERSION = '2.0.0';
export const TASK_VERSION = '2.0.0';

export const CROP_TYPES = ['circle', 'rect', 'triangle', 'heart'] as const;
export type CropType = (typeof CROP_TYPES)[number];
export const STRETCH_MODES = ['cover', 'contain'] as const;
export type StretchMode = (typeof STRETCH_MODES)[number];
