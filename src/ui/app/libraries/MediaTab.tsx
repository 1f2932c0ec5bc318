/**
 * Images or videos: the stock items of the library and the creator's uploads, with an upload button (the
 * keyboard alternative to dropping files on the panel or the canvas).
 */
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { FileButton } from '../common/controls/FileButton.tsx';
import type { LibraryEntry } from './entries.ts';
import { uploadedEntries } from './entries.ts';
import { MEDIA_FORMATS } from './file-check.ts';
import { LibraryTile, TileGrid } from './LibraryTile.tsx';
import { UploadedVideoTile } from './UploadedVideoTile.tsx';
import { uploadsStore } from './uploads.ts';
import type { LayerBuilder } from './use-insert.ts';

const ACCEPT = Object.entries(MEDIA_FORMATS)
  .flatMap(([type, format]) => [type, ...format.extensions.map((e) => `.${e}`)])
  .join(',');

export function MediaTab(props: {
  kind: 'image' | 'video';
  stock: readonly LibraryEntry[] | undefined;
  onInsert(label: string, build: LayerBuilder): void;
  onFiles(files: readonly File[]): void;
}) {
  const t = useT('libraries');
  const uploads = useSyncExternalStore(uploadsStore.subscribe, uploadsStore.get);
  const uploaded = uploadedEntries(uploads, props.kind);
  return (
    <div className="cw-lib-media">
      <FileButton label={t('upload')} multiple accept={ACCEPT} onFiles={props.onFiles} />
      <p className="cw-lib-hint">{t('dropHere')}</p>
      <section aria-label={t('uploaded')}>
        <h3 className="cw-lib-heading">{t('uploaded')}</h3>
        {uploaded.length === 0 ? (
          <p className="cw-lib-empty">{t('empty')}</p>
        ) : (
          <TileGrid label={t('uploaded')}>
            {uploaded.map(({ uploadKey, ...entry }) =>
              props.kind === 'video' && uploadKey !== undefined ? (
                <UploadedVideoTile
                  key={entry.id}
                  entry={{ ...entry, uploadKey }}
                  hasCover={uploads.some((item) => item.key === uploadKey && item.cover !== undefined)}
                  onInsert={props.onInsert}
                />
              ) : (
                <LibraryTile key={entry.id} {...entry} thumb={entry.thumbUrl} onInsert={props.onInsert} />
              ),
            )}
          </TileGrid>
        )}
      </section>
      {props.stock !== undefined && (
        <section aria-label={t('stock')}>
          <h3 className="cw-lib-heading">{t('stock')}</h3>
          {props.stock.length === 0 ? (
            <p className="cw-lib-empty">{t('empty')}</p>
          ) : (
            <TileGrid label={t('stock')}>
              {props.stock.map((entry) => (
                <LibraryTile key={entry.id} {...entry} thumb={entry.thumbUrl} onInsert={props.onInsert} />
              ))}
            </TileGrid>
          )}
        </section>
      )}
    </div>
  );
}
