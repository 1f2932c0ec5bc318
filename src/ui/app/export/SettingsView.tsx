/**
 * The export settings: every option as a form control, the duration, frame count and expected size as the
 * options change (resolved as the exporter will resolve them), and the reason when they cannot be exported.
 */
import { useIntl } from 'react-intl';
import { useId, useMemo, useState } from 'react';
import {
  EXPORT_CONTAINERS,
  EXPORT_FPS,
  EXPORT_QUALITIES,
  maxExportSeconds,
  sizePresets,
  type AccountTier,
  type ExportOptions,
} from '../../../shared/export/options.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { isolate } from '../projects/bidi.ts';
import {
  browserStorage,
  loadExportOptions,
  parseStoredOptions,
  runOptionsOf,
  saveExportOptions,
  summarizeOptions,
  type DialogOptions,
} from './export-options.ts';
import { formatClock, formatMegabytes, ltr } from './format.ts';

export type TierState =
  { kind: 'loading' } | { kind: 'known'; tier: AccountTier } | { kind: 'failed'; error: string };

const sizeValue = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

export function SettingsView(props: {
  tier: TierState;
  cancelled: boolean;
  onStart(options: ExportOptions): void;
  onClose(): void;
}) {
  const t = useT('export');
  const tc = useT('common');
  const { lang } = useLanguage();
  const intl = useIntl();
  const project = useEditorState((s) => s.project);
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  const [chosen, setChosen] = useState(() => loadExportOptions(browserStorage(), project));
  const errorId = useId();
  const summaryId = useId();

  // The options as they fit the project now (its format may have changed since they were chosen).
  const options = useMemo(() => parseStoredOptions(JSON.stringify(chosen), project), [chosen, project]);
  const presets = useMemo(() => sizePresets(project), [project]);
  // Until the account is known the larger limit applies to the estimate; Export waits for the answer.
  const tier: AccountTier =
    props.tier.kind === 'known' ? props.tier.tier : props.tier.kind === 'failed' ? 'free' : 'pro';
  const summary = useMemo(
    () => summarizeOptions(project, options, { tier, sceneIndex }),
    [project, options, tier, sceneIndex],
  );

  const change = (patch: Partial<DialogOptions>) => {
    const next = { ...options, ...patch };
    setChosen(next);
    saveExportOptions(browserStorage(), next);
  };
  const limit = ltr(formatClock(maxExportSeconds(tier)));
  const canStart = summary.ok && props.tier.kind !== 'loading';

  return (
    <form
      className="cw-export-settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (canStart) props.onStart(runOptionsOf(options, sceneIndex));
      }}
    >
      {props.cancelled && (
        <p role="status" className="cw-export-notice">
          {t('cancelled')}
        </p>
      )}
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
      <div className="cw-export-row">
        <label className="cw-export-field">
          <span>{t('resolution')}</span>
          <select
            name="resolution"
            value={sizeValue(options)}
            onChange={(event) => {
              const size = presets.find((p) => sizeValue(p) === event.target.value);
              if (size !== undefined) change(size);
            }}
          >
            {presets.map((size, i) => {
              const text = ltr(`${size.width} × ${size.height}`);
              return (
                <option key={sizeValue(size)} value={sizeValue(size)}>
                  {i === 0 ? t('projectSize', { size: text }) : text}
                </option>
              );
            })}
          </select>
        </label>
        <label className="cw-export-field">
          <span>{t('frameRate')}</span>
          <select
            name="fps"
            value={options.fps}
            onChange={(event) => change({ fps: Number(event.target.value) })}
          >
            {EXPORT_FPS.map((fps) => (
              <option key={fps} value={fps}>
                {t('fpsOption', { fps })}
              </option>
            ))}
          </select>
        </label>
      </div>
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
      <label className="cw-export-choice cw-export-check">
        <input
          type="checkbox"
          name="onMissingMedia"
          checked={options.onMissingMedia === 'cover'}
          onChange={(event) => change({ onMissingMedia: event.target.checked ? 'cover' : 'fail' })}
        />
        <span>{t('missingCover')}</span>
      </label>
      <dl id={summaryId} className="cw-export-facts cw-export-summary" aria-live="polite">
        {summary.ok ? (
          <>
            <div>
              <dt>{t('duration')}</dt>
              <dd data-fact="duration">{ltr(formatClock(summary.settings.duration))}</dd>
            </div>
            <div>
              <dt>{t('frames')}</dt>
              <dd data-fact="frames">{summary.frames}</dd>
            </div>
            <div>
              <dt>{t('estimatedSize')}</dt>
              <dd data-fact="size">{t('approxMb', { mb: formatMegabytes(summary.bytes, intl) })}</dd>
            </div>
          </>
        ) : (
          <>
            {summary.duration !== undefined && (
              <div>
                <dt>{t('duration')}</dt>
                <dd data-fact="duration">{ltr(formatClock(summary.duration))}</dd>
              </div>
            )}
            <div>
              <dt>{t('estimatedSize')}</dt>
              <dd data-fact="size">–</dd>
            </div>
          </>
        )}
      </dl>
      <p className="cw-export-tier cw-muted" role="status">
        {props.tier.kind === 'loading'
          ? t('checkingTier')
          : props.tier.kind === 'failed'
            ? t('tierFailed', { error: isolate(props.tier.error, lang), limit })
            : t(props.tier.tier === 'free' ? 'tierFree' : 'tierPro', { limit })}
      </p>
      {!summary.ok && (
        <p id={errorId} role="alert" className="cw-error cw-export-error">
          {isolate(summary.error, lang)}
        </p>
      )}
      <div className="cw-export-actions">
        <button type="button" onClick={props.onClose}>
          {tc('close')}
        </button>
        <button
          type="submit"
          className="cw-primary"
          disabled={!canStart}
          aria-describedby={summary.ok ? summaryId : errorId}
        >
          {t('export')}
        </button>
      </div>
    </form>
  );
}
