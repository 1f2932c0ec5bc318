/** The finished video's facts: size, resolution, frame rate, duration, how long the export took, codecs. */
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import type { ExportResult } from '../../export/types.ts';
import { formatClock, formatMegabytes, formatSpeed, ltr } from './format.ts';

export function ResultFacts({ result }: { result: ExportResult }) {
  const t = useT('export');
  const intl = useIntl();
  const codecs =
    result.audioCodec === null
      ? `${ltr(result.videoCodec)} + ${t('noSound')}`
      : ltr(`${result.videoCodec} + ${result.audioCodec}`);
  const facts: Array<[string, string, string]> = [
    ['size', t('size'), t('mb', { mb: formatMegabytes(result.blob.size, intl) })],
    ['resolution', t('resolution'), ltr(`${result.width} × ${result.height}`)],
    ['fps', t('frameRate'), t('fpsShort', { fps: result.fps })],
    ['duration', t('duration'), ltr(formatClock(result.duration))],
    ['elapsed', t('exportTime'), ltr(formatClock(result.elapsedMs / 1000, 'up'))],
    [
      'speed',
      t('exportSpeed'),
      t('realTime', { speed: formatSpeed(result.duration, result.elapsedMs, intl) }),
    ],
    // Last, on a row of its own: encoder names are long.
    ['codecs', t('codecs'), codecs],
  ];
  return (
    <dl className="cw-export-facts">
      {facts.map(([key, label, value]) => (
        <div key={key} {...(key === 'codecs' ? { 'data-wide': '' } : {})}>
          <dt>{label}</dt>
          <dd data-fact={key}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
