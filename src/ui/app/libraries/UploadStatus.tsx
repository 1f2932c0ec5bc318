/** Uploads in progress (a progress bar each, cancellable) and the notices of refused or failed files. */
import { useT } from '../../i18n/use-t.ts';
import type { UploadJob } from './upload-file.ts';
import type { UploadNotice } from './use-uploads.ts';

export function UploadStatus(props: {
  jobs: readonly UploadJob[];
  notices: readonly UploadNotice[];
  onDismiss(id: number): void;
}) {
  const t = useT('libraries');
  return (
    <div className="cw-lib-status">
      {props.jobs.length > 0 && (
        <ul className="cw-lib-jobs" aria-live="polite">
          {props.jobs.map((job) => {
            const percent = Math.round(job.fraction * 100);
            const text = t('uploading', { name: job.name, percent: job.fraction });
            return (
              <li key={job.id} className="cw-lib-job">
                <span>{text}</span>
                <progress max={100} value={percent} aria-label={text} />
                <button type="button" onClick={job.cancel}>
                  {t('cancel')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {props.notices.map((notice) => (
        <p key={notice.id} role="alert" className="cw-lib-notice">
          <span>{notice.text}</span>
          <button type="button" onClick={() => props.onDismiss(notice.id)}>
            {t('dismiss')}
          </button>
        </p>
      ))}
    </div>
  );
}
