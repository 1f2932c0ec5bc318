import { ANIMATION_DEFAULTS } from '../constants.ts';
import {
  DIRECTIONS,
  EASES,
  ENTER_EFFECTS,
  EXIT_EFFECTS,
  PRESET_NAMES,
  TRIGGERS,
} from '../model/animation.ts';
import {
  type Draft,
  describe,
  isRecord,
  readArray,
  readBoolean,
  readEnum,
  readNumber,
  readOptionalNumber,
  readRecord,
  type RepairLog,
} from './repair.ts';

const ENTER_NAMES = ['none', ...ENTER_EFFECTS] as const;
const EXIT_NAMES = ['none', ...EXIT_EFFECTS] as const;

/**
 * Layer animations (scene normalisation step 5): defaults name none, ease smooth, duration 1, enter delay 0; an enter
 * delay above 0 is moved onto the layer's start and set to 0.
 */
export function normalizeLayerAnimation(layer: Draft, log: RepairLog, path: string): void {
  if (typeof layer.animation === 'string') {
    // A bare effect name, as some hand-written projects have it, is the enter effect.
    layer.animation = { enter: { name: layer.animation } };
  }
  const animation = readRecord(layer, 'animation', log, path);
  const animPath = `${path}.animation`;
  const enter = readRecord(animation, 'enter', log, animPath);
  readEnum(enter, 'name', ENTER_NAMES, ANIMATION_DEFAULTS.name, log, `${animPath}.enter`);
  readEnum(enter, 'ease', EASES, ANIMATION_DEFAULTS.ease, log, `${animPath}.enter`);
  readNumber(enter, 'duration', ANIMATION_DEFAULTS.duration, log, `${animPath}.enter`, { min: 0 });
  const delay = readNumber(enter, 'delay', ANIMATION_DEFAULTS.delay, log, `${animPath}.enter`, { min: 0 });
  if (delay > 0) {
    const start =
      typeof layer.start === 'number' && Number.isFinite(layer.start) ? Math.max(0, layer.start) : 0;
    layer.start = start + delay;
    enter.delay = 0;
  }
  const exit = readRecord(animation, 'exit', log, animPath);
  readEnum(exit, 'name', EXIT_NAMES, ANIMATION_DEFAULTS.name, log, `${animPath}.exit`);
  readEnum(exit, 'ease', EASES, ANIMATION_DEFAULTS.ease, log, `${animPath}.exit`);
  readNumber(exit, 'duration', ANIMATION_DEFAULTS.duration, log, `${animPath}.exit`, { min: 0 });
  // Saving removes 'none' effects, so loading gives them the defaults: a saved project loads the same.
  const { name, ease, duration } = ANIMATION_DEFAULTS;
  if (enter.name === 'none') animation.enter = { name, ease, duration, delay: 0 };
  if (exit.name === 'none') animation.exit = { name, ease, duration };
  if (animation.to !== undefined) {
    if (!isRecord(animation.to)) {
      log.note(`${animPath}.to`, `${describe(animation.to)} is not a target state; removed`);
      delete animation.to;
    } else {
      for (const key of ['left', 'top', 'opacity', 'scaleX', 'scaleY']) {
        readOptionalNumber(animation.to, key, log, `${animPath}.to`);
      }
    }
  }
  normalizePreset(layer, log, path);
}

function normalizePreset(layer: Draft, log: RepairLog, path: string): void {
  if (layer.animations === undefined) return;
  if (!isRecord(layer.animations)) {
    log.note(`${path}.animations`, `${describe(layer.animations)} is not an animation preset; removed`);
    delete layer.animations;
    return;
  }
  const preset = layer.animations;
  const presetPath = `${path}.animations`;
  const list = readArray(preset, 'animations', log, presetPath);
  preset.animations = list.flatMap((item, index) => {
    const itemPath = `${presetPath}.animations[${index}]`;
    if (!isRecord(item) || !(PRESET_NAMES as readonly unknown[]).includes(item.name)) {
      if (!(isRecord(item) && item.name === 'none')) {
        log.note(
          itemPath,
          `${describe(isRecord(item) ? item.name : item)} is not an animation preset; removed`,
        );
      }
      return [];
    }
    readEnum(item, 'trigger', TRIGGERS, 'both', log, itemPath);
    if (item.direction !== undefined) {
      if (!(DIRECTIONS as readonly unknown[]).includes(item.direction)) {
        log.note(`${itemPath}.direction`, `${describe(item.direction)} is not a direction; removed`);
        delete item.direction;
      }
    }
    for (const key of ['speed', 'intensity', 'scale', 'seed']) readOptionalNumber(item, key, log, itemPath);
    if (item.rea !== undefined) readBoolean(item, 'rea', false, log, itemPath);
    return [item];
  });
  readNumber(preset, 'duration', ANIMATION_DEFAULTS.duration, log, presetPath, { min: 0 });
}
