/** The server's check and conversion of an uploaded video, on its tile; nothing once it is ready. */
import type { MediaStatus } from '../../../shared/api/media.ts';
import { useT } from '../../i18n/use-t.ts';

export function MediaState(props: { status: MediaStatus | undefined }) {
  const t = useT('libraries');
  const { status } = props;
  if (status === undefined || status.state === 'ready') return null;
  const error = status.error ?? '?';
  const text =
    status.state === 'checking'
      ? t('mediaChecking')
      : status.state === 'converting'
        ? t('mediaConverting', { percent: status.progress })
        : status.state === 'failed'
          ? t('mediaFailed', { error })
          : t('mediaUnplayable', { error });
  const problem = status.state === 'failed' || status.state === 'unconvertible';
  return (
    <span
      className={problem ? 'cw-lib-media-state cw-lib-media-problem' : 'cw-lib-media-state'}
      role="status"
      title={text}
    >
      {text}
    </span>
  );
}
