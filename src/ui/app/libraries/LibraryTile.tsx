/**
 * One insertable item: a button (click or Enter inserts it into the selected scene) that can also be dragged
 * onto the canvas. A thumbnail that fails to load shows an error state instead of a broken image.
 */
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { endItemDrag, startItemDrag } from './drag-state.ts';
import type { LayerBuilder } from './use-insert.ts';

export interface TileProps {
  id: string;
  label: string;
  /** A thumbnail image URL, or a drawing. */
  thumb: string | ReactNode;
  build: LayerBuilder;
  onInsert(label: string, build: LayerBuilder): void;
  /** A line under the label (an upload's conversion state). */
  status?: ReactNode;
}

export function LibraryTile(props: TileProps) {
  const t = useT('libraries');
  const undoLabel = t('add', { name: props.label });
  return (
    <li className="cw-lib-tile">
      <button
        type="button"
        draggable
        aria-label={undoLabel}
        title={props.label}
        data-item={props.id}
        onClick={() => props.onInsert(undoLabel, props.build)}
        onDragStart={(event) =>
          startItemDrag({ id: props.id, label: undoLabel, build: props.build }, event.dataTransfer)
        }
        onDragEnd={endItemDrag}
      >
        {typeof props.thumb === 'string' ? <Thumbnail url={props.thumb} /> : props.thumb}
        <span className="cw-lib-label">{props.label}</span>
        {props.status}
      </button>
    </li>
  );
}

function Thumbnail(props: { url: string }) {
  const t = useT('libraries');
  // Keyed by URL: a new URL gets a fresh attempt.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === props.url)
    return (
      <span className="cw-lib-thumb cw-lib-thumb-error" role="img" aria-label={t('mediaError')}>
        {t('mediaError')}
      </span>
    );
  return (
    <img
      className="cw-lib-thumb"
      src={props.url}
      alt=""
      loading="lazy"
      draggable={false}
      onError={() => setFailed(props.url)}
    />
  );
}

export function TileGrid(props: { children: ReactNode; label: string }) {
  return (
    <ul className="cw-lib-grid" aria-label={props.label}>
      {props.children}
    </ul>
  );
}
