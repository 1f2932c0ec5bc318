/** Public entry points of the shared model (pure, no DOM, no Node APIs). */
export * from './constants.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './model/animation.ts';
export * from './model/avatar.ts';
export * from './model/common.ts';
export * from './model/geometry.ts';
export * from './model/layer.ts';
export * from './model/project.ts';
export * from './model/scene.ts';
export * from './model/speech.ts';
export * from './model/text-style.ts';
export * from './model/transition.ts';
export * from './model/voice.ts';
export { CURRENT_SCHEMA_VERSION, MIGRATIONS, type Migration } from './normalize/migrations.ts';
export {
  normalizeProject,
  normalizeProjectWithReport,
  type NormalizeOptions,
  type NormalizeResult,
} from './normalize/project.ts';
export { loadProject, loadProjectWithReport } from './normalize/load.ts';
export { formatSpeed } from './normalize/video.ts';
export * from './project/refresh-config.ts';
export * from './project/replace-goods.ts';
export { serializeProject } from './serialize.ts';
export * from './speech/duration.ts';
export * from './speech/estimate.ts';
export * from './speech/subtitle-at.ts';
export * from './speech/phoneme-visemes.ts';
export * from './speech/visemes.ts';
export * from './speech/loudness-visemes.ts';
export * from './speech/conversation-timing.ts';
export * from './avatar/mouth-track.ts';
export * from './avatar/face-box.ts';
export * from './timeline/sticker.ts';
export * from './timeline/video-time.ts';
export * from './timeline/visibility.ts';
export { assertValidProject, validateProject, type ValidationIssue } from './validate.ts';
export * from './voices/gender.ts';
export * from './voices/language.ts';
export {
  defaultVoice,
  replaceVoices,
  similarFreeVoice,
  voiceSettingsFor,
  type VoiceReplacement,
  type VoiceReplacementOptions,
} from './voices/replace.ts';
// Layer animation as pure functions of time; its names overlap the model's, so it is a namespace.
export * from './geometry/index.ts';
export * from './transitions/index.ts';
export * from './i18n/index.ts';
export * from './media/source.ts';
export * as animation from './animation/index.ts';
export { evaluateLayerAnimation } from './animation/index.ts';
export type * from './protocol/renderer.ts';
