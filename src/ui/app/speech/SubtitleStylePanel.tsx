/**
 * The scene's subtitle style (defaults filled; legacy textDecoration was converted on load): first the
 * caption's look (a preset, how the words move, the highlight, lines and safe area), then the letters and the
 * placement. Every change is an undo step (sliders coalesced; a preset's fields together); "Show subtitle"
 * seeks the preview into the first subtitle so the style can be seen as the worker draws it.
 */
import { useId } from 'react';
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from '../../../shared/model/text-style.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import {
  CharsField,
  ChoiceField,
  ColorField,
  FontField,
  LinesField,
  NumberField,
  PresetField,
  ToggleField,
} from './SubtitleStyleFields.tsx';
import { useSubtitleStyle, type SetSubtitleStyle } from './use-subtitle-style.ts';

/** The choices of the style's enumerated properties: each value with its label's key. */
const SHADOWS = [
  ['none', 'shadowNone'],
  ['small', 'shadowSmall'],
  ['middle', 'shadowMiddle'],
  ['large', 'shadowLarge'],
] as const;
const POSITIONS = [
  ['top', 'posTop'],
  ['middle', 'posMiddle'],
  ['bottom', 'posBottom'],
] as const;
const ALIGNMENTS = [
  ['left', 'alignLeft'],
  ['center', 'alignCenter'],
  ['right', 'alignRight'],
] as const;
const ANIMATIONS = [
  ['none', 'animNone'],
  ['highlight', 'animHighlight'],
  ['pop', 'animPop'],
  ['karaoke', 'animKaraoke'],
] as const;
const CASES = [
  ['none', 'caseNone'],
  ['uppercase', 'caseUpper'],
  ['lowercase', 'caseLower'],
  ['capitalize', 'caseCapitalize'],
] as const;

export function SubtitleStylePanel(props: { sceneIndex: number; scene: Scene }) {
  const t = useT('speech');
  const id = useId();
  const { problem, set } = useSubtitleStyle(props.sceneIndex);
  const style = props.scene.subtitleStyle;

  return (
    <details className="cw-subtitle-style">
      <summary>{t('subtitleStyle')}</summary>
      <div className="cw-style-grid cw-caption-grid">
        <CaptionFields style={style} set={set} />
      </div>
      <div className="cw-style-grid">
        <LetterFields style={style} set={set} />
        <PlacementFields style={style} set={set} />
      </div>
      {problem !== undefined && (
        <p role="alert" id={`${id}-p`} className="cw-speech-error">
          {problem}
        </p>
      )}
      <button type="button" onClick={() => set({ ...DEFAULT_SUBTITLE_STYLE })}>
        {t('resetStyle')}
      </button>
    </details>
  );
}

/**
 * How the caption moves: a preset, the animation, the spoken word's colour and box, lines per page and
 * characters per line (they pace the animated styles; the static line shows the whole entry), the safe area.
 */
function CaptionFields({ style, set }: { style: SubtitleStyle; set: SetSubtitleStyle }) {
  const t = useT('speech');
  const animated = style.animation !== 'none';
  return (
    <>
      <PresetField style={style} set={set} />
      <ChoiceField style={style} set={set} field="animation" label="captionAnimation" options={ANIMATIONS} />
      {animated && (
        <>
          <ColorField style={style} set={set} field="highlightColor" label="highlightColor" />
          <ToggleField
            set={set}
            checked={style.highlightBox}
            label="highlightBox"
            patch={(on) => ({ highlightBox: on })}
          />
          {style.highlightBox && (
            <ColorField style={style} set={set} field="highlightBoxColor" label="highlightBoxColor" />
          )}
        </>
      )}
      <LinesField style={style} set={set} disabled={!animated} />
      <CharsField style={style} set={set} disabled={!animated} />
      <ToggleField
        set={set}
        checked={style.safeMargin}
        label="safeMargin"
        patch={(on) => ({ safeMargin: on })}
      />
      {!animated && <p className="cw-speech-note">{t('captionStaticNote')}</p>}
      {style.safeMargin && <p className="cw-speech-note">{t('safeMarginNote')}</p>}
    </>
  );
}

/** How the letters look: font, size, colours, stroke, opacity, weight, slant and lines. */
function LetterFields({ style, set }: { style: SubtitleStyle; set: SetSubtitleStyle }) {
  const bold = String(style.fontWeight) === 'bold' || Number(style.fontWeight) >= 600;
  return (
    <>
      <FontField style={style} set={set} />
      <NumberField style={style} set={set} field="fontSize" label="fontSize" />
      <ColorField style={style} set={set} field="color" label="color" />
      <ColorField style={style} set={set} field="strokeColor" label="strokeColor" />
      <NumberField style={style} set={set} field="strokeWidth" label="strokeWidth" />
      <NumberField style={style} set={set} field="opacity" label="opacity" step={0.05} />
      <ToggleField
        set={set}
        checked={bold}
        label="bold"
        patch={(on) => ({ fontWeight: on ? 'bold' : 'normal' })}
      />
      <ToggleField
        set={set}
        checked={style.fontStyle === 'italic'}
        label="italic"
        patch={(on) => ({ fontStyle: on ? 'italic' : 'normal' })}
      />
      <ToggleField
        set={set}
        checked={style.underline}
        label="underline"
        patch={(on) => ({ underline: on })}
      />
      <ToggleField
        set={set}
        checked={style.linethrough}
        label="linethrough"
        patch={(on) => ({ linethrough: on })}
      />
    </>
  );
}

/** Shadow, where the subtitle sits (and how far from the edge), its background, alignment and case. */
function PlacementFields({ style, set }: { style: SubtitleStyle; set: SetSubtitleStyle }) {
  const transparent = style.backgroundColor === 'transparent' || style.backgroundColor === '';
  const edgeField = style.position === 'top' ? 'top' : 'bottom';
  return (
    <>
      <ChoiceField style={style} set={set} field="textShadow" label="shadow" options={SHADOWS} />
      <ColorField style={style} set={set} field="shadowColor" label="shadowColor" />
      <ChoiceField style={style} set={set} field="position" label="position" options={POSITIONS} />
      {style.position !== 'middle' && (
        <NumberField style={style} set={set} field={edgeField} label="edgeDistance" />
      )}
      <ToggleField
        set={set}
        checked={transparent}
        label="transparent"
        patch={(on) => ({ backgroundColor: on ? 'transparent' : '#000000' })}
      />
      {!transparent && <ColorField style={style} set={set} field="backgroundColor" label="background" />}
      <ChoiceField style={style} set={set} field="textAlign" label="align" options={ALIGNMENTS} />
      <ChoiceField style={style} set={set} field="textTransform" label="textCase" options={CASES} />
    </>
  );
}
