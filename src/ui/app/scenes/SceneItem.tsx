/** One scene of the scene strip: its thumbnail with its number and duration over it; dragged along the strip to reorder. */
import { useIntl } from 'react-intl';
import type { Scene } from '../../../shared/model/scene.ts';
import { reorderDragProps } from '../common/reorder-drag.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorStore } from '../../store/use-editor.ts';
import { useSession } from '../session/context.ts';
import type { SerialQueue } from './serial-queue.ts';
import { useSceneThumbnail } from './use-thumbnail.ts';
import { fractionDigits } from '../../i18n/intl.ts';

export function SceneItem(props: {
  scene: Scene;
  index: number;
  layout: string;
  selected: boolean;
  queue: SerialQueue;
  dragging: boolean;
  dropMark: 'before' | 'after' | undefined;
  onSelect(): void;
  onDragStart(): void;
  onDragOver(after: boolean): void;
  onDrop(): void;
  onDragEnd(): void;
}) {
  const t = useT('scenes');
  const intl = useIntl();
  const store = useEditorStore();
  const session = useSession();
  const thumbnail = useSceneThumbnail(props.scene, props.layout, store, session, props.queue);
  const n = props.index + 1;
  const duration = t('seconds', { value: intl.formatNumber(props.scene.duration, fractionDigits(1)) });

  return (
    <li
      className="cw-scene-item"
      role="option"
      aria-selected={props.selected}
      aria-current={props.selected ? 'true' : undefined}
      aria-label={t('sceneItem', { n, duration })}
      tabIndex={props.selected ? 0 : -1}
      data-scene-index={props.index}
      data-dragging={props.dragging || undefined}
      data-drop={props.dropMark}
      onClick={props.onSelect}
      {...reorderDragProps(props.scene.id, props, 'inline')}
    >
      <div className="cw-scene-thumb" data-layout={props.layout}>
        {thumbnail !== undefined && <img src={thumbnail} alt={t('thumbnail', { n })} draggable={false} />}
      </div>
      <span className="cw-scene-caption" aria-hidden="true">
        <span className="cw-scene-number">{t('sceneNumber', { n })}</span>
        <span className="cw-scene-duration">{duration}</span>
      </span>
    </li>
  );
}
