/** The export options as form controls: format, size and frame rate, quality, range, missing media. */
import {
  EXPORT_CONTAINERS,
  EXPORT_FPS,
  EXPORT_QUALITIES,
  type SizePreset,
} from '../../../shared/export/options.ts';
import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Select } from '../common/controls/Select.tsx';
import type { DialogOptions } from './export-options.ts';
import { ltr } from './format.ts';

interface FieldProps {
  options: DialogOptions;
  change(patch: Partial<DialogOptions>): void;
}

const sizeValue = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

export function ContainerField({ options, change }: FieldProps) {
  const t = useT('export');
  return (
    <fieldset className="cw-export-choices">
      <legend>{t('format')}</legend>
      {EXPORT_CONTAINERS.map((container) => (
        <label key={container} className="cw-export-choice">
          <input
            type="radio"
            name="container"
            value={container}
            checked={options.container === container}
            onChange={() => change({ container })}
          />
          <span>
            {t(container)} <span className="cw-muted">({t(`${container}Hint`)})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Resolution and frame rate, side by side. */
export function FrameFields({ options, change, presets }: FieldProps & { presets: readonly SizePreset[] }) {
  return (
    <div className="cw-export-row">
      <ResolutionField options={options} change={change} presets={presets} />
      <FrameRateField options={options} change={change} />
    </div>
  );
}

function ResolutionField({ options, change, presets }: FieldProps & { presets: readonly SizePreset[] }) {
  const t = useT('export');
  const id = useId();
  return (
    <div className="cw-export-field">
      <label htmlFor={id} id={`${id}-label`}>
        {t('resolution')}
      </label>
      <Select
        id={id}
        labelledBy={`${id}-label`}
        value={sizeValue(options)}
        options={presets.map((size, i) => {
          const text = ltr(`${size.width} × ${size.height}`);
          return { value: sizeValue(size), label: i === 0 ? t('projectSize', { size: text }) : text };
        })}
        onChange={(value) => {
          const size = presets.find((p) => sizeValue(p) === value);
          if (size !== undefined) change(size);
        }}
      />
    </div>
  );
}

function FrameRateField({ options, change }: FieldProps) {
  const t = useT('export');
  const id = useId();
  return (
    <div className="cw-export-field">
      <label htmlFor={id} id={`${id}-label`}>
        {t('frameRate')}
      </label>
      <Select
        id={id}
        labelledBy={`${id}-label`}
        value={String(options.fps)}
        options={EXPORT_FPS.map((fps) => ({ value: String(fps), label: t('fpsOption', { fps }) }))}
        onChange={(value) => change({ fps: Number(value) })}
      />
    </div>
  );
}

export function QualityField({ options, change }: FieldProps) {
  const t = useT('export');
  return (
    <fieldset className="cw-export-choices cw-export-inline">
      <legend>{t('quality')}</legend>
      {EXPORT_QUALITIES.map((quality) => (
        <label key={quality} className="cw-export-choice">
          <input
            type="radio"
            name="quality"
            value={quality}
            checked={options.quality === quality}
            onChange={() => change({ quality })}
          />
          <span>{t(quality)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function RangeField({ options, change, sceneIndex }: FieldProps & { sceneIndex: number }) {
  const t = useT('export');
  return (
    <fieldset className="cw-export-choices">
      <legend>{t('range')}</legend>
      <label className="cw-export-choice">
        <input
          type="radio"
          name="range"
          value="all"
          checked={options.range === 'all'}
          onChange={() => change({ range: 'all' })}
        />
        <span>{t('rangeAll')}</span>
      </label>
      <label className="cw-export-choice">
        <input
          type="radio"
          name="range"
          value="scene"
          checked={options.range === 'scene'}
          onChange={() => change({ range: 'scene' })}
        />
        <span>{t('rangeScene', { number: sceneIndex + 1 })}</span>
      </label>
    </fieldset>
  );
}

export function MissingMediaField({ options, change }: FieldProps) {
  const t = useT('export');
  return (
    <label className="cw-export-choice cw-export-check">
      <input
        type="checkbox"
        name="onMissingMedia"
        checked={options.onMissingMedia === 'cover'}
        onChange={(event) => change({ onMissingMedia: event.target.checked ? 'cover' : 'fail' })}
      />
      <span>{t('missingCover')}</span>
    </label>
  );
}
