/**
 * An uploaded video's tile: its first frame as the thumbnail (a muted <video> showing frame 0, or the cover an
 * exported video has), and the server's check and conversion under the label. A converted upload's
 * thumbnail is loaded again once the conversion is done: before, the file behind its URL was the original,
 * which this browser may not decode (HEVC from a phone).
 */
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { LibraryEntry } from './entries.ts';
import { LibraryTile } from './LibraryTile.tsx';
import { MediaState } from './MediaState.tsx';
import type { LayerBuilder } from './use-insert.ts';
import { useMediaStatus } from './use-media-status.ts';

export function UploadedVideoTile(props: {
  entry: LibraryEntry & { uploadKey: string };
  hasCover: boolean;
  onInsert(label: string, build: LayerBuilder): void;
}) {
  const { entry } = props;
  const status = useMediaStatus(entry.uploadKey);
  // Nothing is loaded before the first answer: a file still being converted must not be read (Chromium's
  // media cache would keep serving the original to the thumbnail after the conversion).
  const pending = status === null || status?.state === 'checking' || status?.state === 'converting';
  const thumb = props.hasCover ? (
    entry.thumbUrl
  ) : (
    <FirstFrame url={entry.thumbUrl} pending={pending} state={status?.state} />
  );
  return (
    <LibraryTile
      {...entry}
      thumb={thumb}
      onInsert={props.onInsert}
      status={<MediaState status={status ?? undefined} />}
    />
  );
}

/**
 * The video's first frame; nothing while the server converts it, an error state when it cannot load. A
 * failure counts for the file as it was (`state`): the converted file gets a fresh attempt.
 */
function FirstFrame(props: { url: string; pending: boolean; state: string | undefined }) {
  const t = useT('libraries');
  const attempt = `${props.state ?? ''} ${props.url}`;
  const [failed, setFailed] = useState<string | null>(null);
  if (props.pending) return <span className="cw-lib-thumb" aria-hidden="true" />;
  if (failed === attempt)
    return (
      <span className="cw-lib-thumb cw-lib-thumb-error" role="img" aria-label={t('mediaError')}>
        {t('mediaError')}
      </span>
    );
  // '#t=0.001' makes the browser show the first frame instead of a blank poster.
  return (
    <video
      key={attempt}
      className="cw-lib-thumb"
      src={`${props.url}#t=0.001`}
      muted
      preload="metadata"
      playsInline
      aria-hidden="true"
      onError={() => setFailed(attempt)}
    />
  );
}
