/**
 * The studio's frame: the work area (library, stage, inspector side by side) over the dock (player, scene
 * strip and timeline), every boundary a splitter the creator can drag or move with the arrow keys. The sizes they
 * leave are remembered per user. Built on react-resizable-panels, which follows the page's direction, so in
 * Arabic the library is on the right.
 */
import { useState, type ReactNode } from 'react';
import { Group, Panel, Separator, type Layout, type LayoutChangedMeta } from 'react-resizable-panels';
import { useT } from '../../i18n/use-t.ts';
import { allowedStorage } from '../../api/browser-ports.ts';
import { loadStudioLayout, saveStudioLayout, type StudioGroup } from './studio-layout.ts';

const IDS = { columns: ['library', 'stage', 'inspector'], rows: ['work', 'dock'] } as const;

export function StudioFrame(props: {
  library: ReactNode;
  stage: ReactNode;
  inspector: ReactNode;
  dock: ReactNode;
}) {
  const t = useT('common');
  const [saved] = useState(() => loadStudioLayout(allowedStorage(), IDS));
  // What the creator asked for is kept (not the sizes a small window forced), so a larger window gets it back.
  const keep = (group: StudioGroup) => (layout: Layout, meta: LayoutChangedMeta) => {
    if (meta.isUserInteraction)
      saveStudioLayout(allowedStorage(), group, meta.requestedLayout ?? layout, IDS);
  };
  return (
    <Group
      id="cw-studio-rows"
      className="cw-studio"
      orientation="vertical"
      defaultLayout={saved.rows}
      onLayoutChanged={keep('rows')}
    >
      <Panel id="work" minSize="40%">
        <Group
          id="cw-studio-columns"
          orientation="horizontal"
          defaultLayout={saved.columns}
          onLayoutChanged={keep('columns')}
        >
          <Panel
            id="library"
            defaultSize={240}
            minSize={170}
            maxSize="32%"
            groupResizeBehavior="preserve-pixel-size"
          >
            {props.library}
          </Panel>
          <Separator className="cw-splitter" aria-label={t('resizeLibrary')} />
          <Panel id="stage" minSize="25%">
            {props.stage}
          </Panel>
          <Separator className="cw-splitter" aria-label={t('resizeInspector')} />
          <Panel
            id="inspector"
            defaultSize={320}
            minSize={250}
            maxSize="40%"
            groupResizeBehavior="preserve-pixel-size"
          >
            {props.inspector}
          </Panel>
        </Group>
      </Panel>
      <Separator className="cw-splitter" aria-label={t('resizeDock')} />
      <Panel id="dock" defaultSize="38%" minSize={150} maxSize="60%">
        {props.dock}
      </Panel>
    </Group>
  );
}
