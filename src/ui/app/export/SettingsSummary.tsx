/**
 * What the chosen export options come to, kept up to date as they change: the duration, frame count and
 * expected size (or only the duration when they cannot be exported), and the account's duration limit.
 */
import { useIntl } from 'react-intl';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isolate } from '../projects/bidi.ts';
import type { OptionsSummary } from './export-options.ts';
import { formatClock, formatMegabytes, ltr } from './format.ts';
import type { TierState } from './use-export-settings.ts';

export function SummaryFacts(props: { id: string; summary: OptionsSummary }) {
  const t = useT('export');
  const intl = useIntl();
  const { summary } = props;
  return (
    <dl id={props.id} className="cw-export-facts cw-export-summary" aria-live="polite">
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
  );
}

/** The account's duration limit, or that it is being checked, or why it could not be. */
export function TierNote(props: { tier: TierState; limit: string }) {
  const t = useT('export');
  const { lang } = useLanguage();
  const { tier, limit } = props;
  return (
    <p className="cw-export-tier cw-muted" role="status">
      {tier.kind === 'loading'
        ? t('checkingTier')
        : tier.kind === 'failed'
          ? t('tierFailed', { error: isolate(tier.error, lang), limit })
          : t(tier.tier === 'free' ? 'tierFree' : 'tierPro', { limit })}
    </p>
  );
}
