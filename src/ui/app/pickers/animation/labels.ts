/** Words for the animation names (pure): effect names are composed from their kind and side. */
import type { Translate as TranslateIn } from '../../../i18n/use-t.ts';
import type { PresetName } from '../../../../shared/model/animation.ts';
import type { KeyIn } from '../../../i18n/messages.ts';

type Translate = TranslateIn<'animation'>;

const SIDES: Record<string, KeyIn<'animation'>> = {
  t: 'sideTop',
  l: 'sideLeft',
  r: 'sideRight',
  d: 'sideBottom',
};

/** The label of an entrance or exit effect name ('none', 'fadein', 'slideout-l', …). */
export function effectLabel(t: Translate, name: string): string {
  if (name === 'none') return t('none');
  const exit = name.includes('out');
  const [base, side] = name.split('-').length === 2 && !name.startsWith('fade-') ? name.split('-') : [name];
  if (side !== undefined) {
    const sideKey = SIDES[side];
    if (sideKey === undefined) throw new RangeError(`effect '${name}': unknown side '${side}'`);
    const key: KeyIn<'animation'> = base!.startsWith('slide')
      ? exit
        ? 'slideOutTo'
        : 'slideInFrom'
      : exit
        ? 'fadeOutTo'
        : 'fadeInFrom';
    return t(key, { side: t(sideKey) });
  }
  const whole: Record<string, KeyIn<'animation'>> = {
    fadein: 'fadeIn',
    fadeout: 'fadeOut',
    scalein: 'scaleIn',
    scaleout: 'scaleOut',
    'fade-scalein': 'fadeScaleIn',
    'fade-scaleout': 'fadeScaleOut',
  };
  const key = whole[name];
  if (key === undefined) throw new RangeError(`effect '${name}' has no label`);
  return t(key);
}

/** The string key of a preset name ('subtitle-popup' → 'subtitlePopup'). */
export function presetKey(name: PresetName): KeyIn<'animation'> {
  return (name === 'subtitle-popup' ? 'subtitlePopup' : name) as KeyIn<'animation'>;
}
