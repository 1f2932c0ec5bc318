/**
 * What the library shows under its tabs: shapes and text presets (always there), stock and uploaded media,
 * or the server's avatars, icons and stickers once they have loaded (else why not, with a retry).
 */
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { AvatarsTab } from './AvatarsTab.tsx';
import { iconEntries, imageEntries, stickerEntries, videoEntries } from './entries.ts';
import { LibraryTile, TileGrid } from './LibraryTile.tsx';
import { TAB_KEYS, type Tab } from './LibraryTabs.tsx';
import { MediaTab } from './MediaTab.tsx';
import { ShapesTab } from './ShapesTab.tsx';
import { TextTab } from './TextTab.tsx';
import type { LayerBuilder } from './use-insert.ts';
import type { LibraryState } from './use-library.ts';

export function LibraryTabContent(props: {
  tab: Tab;
  state: LibraryState;
  retry(): void;
  onInsert(label: string, build: LayerBuilder): void;
  onFiles(files: readonly File[]): void;
}) {
  const t = useT('libraries');
  const { tab, state, onInsert } = props;
  const data = state.status === 'ready' ? state.data : undefined;
  const entries = useMemo(
    () =>
      data === undefined
        ? undefined
        : {
            images: imageEntries(data.images),
            videos: videoEntries(data.videos),
            icons: iconEntries(data.icons),
            stickers: stickerEntries(data.stickers),
          },
    [data],
  );
  if (tab === 'shapes') return <ShapesTab onInsert={onInsert} />;
  if (tab === 'text') return <TextTab onInsert={onInsert} />;
  if (tab === 'images' || tab === 'videos')
    return (
      <>
        <LibraryStatus state={state} retry={props.retry} />
        <MediaTab
          kind={tab === 'images' ? 'image' : 'video'}
          stock={entries?.[tab]}
          onInsert={onInsert}
          onFiles={props.onFiles}
        />
      </>
    );
  if (data === undefined || entries === undefined) return <LibraryStatus state={state} retry={props.retry} />;
  if (tab === 'avatars')
    return <AvatarsTab avatars={data.avatars} template={data.avatarDefaults?.template} onInsert={onInsert} />;
  const list = entries[tab];
  if (list.length === 0) return <p className="cw-lib-empty">{t('empty')}</p>;
  return (
    <TileGrid label={t(TAB_KEYS[tab])}>
      {list.map((entry) => (
        <LibraryTile key={entry.id} {...entry} thumb={entry.thumbUrl} onInsert={onInsert} />
      ))}
    </TileGrid>
  );
}

function LibraryStatus(props: { state: LibraryState; retry(): void }) {
  const t = useT('libraries');
  switch (props.state.status) {
    case 'ready':
      return null;
    case 'loading':
      return <p role="status">{t('loading')}</p>;
    case 'unavailable':
      return <p className="cw-lib-empty">{t('noApi')}</p>;
    case 'failed':
      return (
        <p role="alert">
          {t('loadFailed', { error: props.state.error })}{' '}
          <button type="button" onClick={props.retry}>
            {t('retry')}
          </button>
        </p>
      );
  }
}
