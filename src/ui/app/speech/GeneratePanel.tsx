/**
 * Generate with its progress (task polling), Cancel, and the outcome shown next to it: the new length, a
 * stale result, or the error (API codes, 'unexpectedError: taskDetail 1'). What the user typed stays.
 */
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import type { GenerateState } from './use-generate.ts';
import { fractionDigits } from '../../i18n/intl.ts';

export function GeneratePanel(props: {
  state: GenerateState;
  onGenerate(): void;
  onCancel(): void;
  /** Why Generate cannot run now (no voice, no script…), shown instead of running. */
  blocked: string | undefined;
  /** The audio already matches: Generate would only reuse it. */
  upToDate: boolean;
}) {
  const t = useT('speech');
  const intl = useIntl();
  const { state } = props;
  const running = state.kind === 'running';
  const seconds = running ? Math.floor(state.elapsedMs / 1000) : 0;
  return (
    <div className="cw-generate">
      <div className="cw-generate-row">
        <button
          type="button"
          className="cw-primary"
          disabled={running || props.blocked !== undefined}
          onClick={props.onGenerate}
        >
          {t('generate')}
        </button>
        {running && (
          <button type="button" onClick={props.onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
      {running && (
        <div className="cw-generate-progress" role="status" aria-live="polite">
          <progress
            aria-label={t('generate')}
            {...(state.total > 1 ? { max: state.total, value: state.done } : {})}
          />
          <span>
            {state.total > 1
              ? t('generatingItems', { done: Math.min(state.done + 1, state.total), total: state.total })
              : t('generating', { seconds })}
          </span>
        </div>
      )}
      {!running && props.blocked !== undefined && <p className="cw-speech-note">{props.blocked}</p>}
      {!running && props.blocked === undefined && props.upToDate && state.kind === 'idle' && (
        <p className="cw-speech-note">{t('upToDate')}</p>
      )}
      {state.kind === 'done' && (
        <p role="status" className="cw-speech-ok">
          {state.generated === 0
            ? t('upToDate')
            : t('generated', { seconds: intl.formatNumber(state.seconds, fractionDigits(2)) })}
        </p>
      )}
      {state.kind === 'stale' && (
        <p role="alert" className="cw-speech-error">
          {t('stale')}
        </p>
      )}
      {state.kind === 'cancelled' && <p role="status">{t('cancelled')}</p>}
      {state.kind === 'failed' && (
        <p role="alert" className="cw-speech-error">
          {state.error}
        </p>
      )}
    </div>
  );
}
