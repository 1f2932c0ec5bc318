/**
 * The export settings: every option as a form control, the duration, frame count and expected size as the
 * options change (resolved as the exporter will resolve them), and the reason when they cannot be exported.
 */
import { useId } from 'react';
import type { ExportOptions } from '../../../shared/export/options.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from '../projects/bidi.ts';
import { runOptionsOf } from './export-options.ts';
import { ContainerField, FrameFields, MissingMediaField, QualityField, RangeField } from './OptionFields.tsx';
import { SummaryFacts, TierNote } from './SettingsSummary.tsx';
import { useExportSettings, type TierState } from './use-export-settings.ts';

export function SettingsView(props: {
  tier: TierState;
  cancelled: boolean;
  onStart(options: ExportOptions): void;
  onClose(): void;
}) {
  const t = useT('export');
  const tc = useT('common');
  const { lang } = useLanguage();
  const { options, presets, sceneIndex, summary, limit, canStart, change } = useExportSettings(props.tier);
  const errorId = useId();
  const summaryId = useId();

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
      <ContainerField options={options} change={change} />
      <FrameFields options={options} change={change} presets={presets} />
      <QualityField options={options} change={change} />
      <RangeField options={options} change={change} sceneIndex={sceneIndex} />
      <MissingMediaField options={options} change={change} />
      <SummaryFacts id={summaryId} summary={summary} />
      <TierNote tier={props.tier} limit={limit} />
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
