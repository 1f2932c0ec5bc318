/**
 * The library's tab bar: one tab per kind of item. The arrow keys (mirrored right to left), Home and End
 * move to another tab and show it.
 */
import type { KeyboardEvent } from 'react';
import type { KeyIn } from '../../i18n/messages.ts';
import { useT } from '../../i18n/use-t.ts';

export const TABS = ['avatars', 'videos', 'images', 'icons', 'stickers', 'shapes', 'text'] as const;
export type Tab = (typeof TABS)[number];
export const TAB_KEYS: Record<Tab, KeyIn<'libraries'>> = {
  avatars: 'tabAvatars',
  videos: 'tabVideos',
  images: 'tabImages',
  icons: 'tabIcons',
  stickers: 'tabStickers',
  shapes: 'tabShapes',
  text: 'tabText',
};

/** `baseId`: each tab is `${baseId}-tab-${tab}`, the panel they control `${baseId}-panel`. */
export function LibraryTabs(props: { baseId: string; tab: Tab; setTab(tab: Tab): void }) {
  const t = useT('libraries');
  const { baseId, tab, setTab } = props;
  const onTabKey = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -TABS.length, End: TABS.length }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(TABS.length - 1, Math.max(0, TABS.indexOf(tab) + step));
    const next = TABS[index] ?? tab;
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  return (
    <div className="cw-lib-tabs" role="tablist" aria-label={t('library')} onKeyDown={onTabKey}>
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`${baseId}-tab-${id}`}
          aria-selected={tab === id}
          aria-controls={`${baseId}-panel`}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => setTab(id)}
        >
          {t(TAB_KEYS[id])}
        </button>
      ))}
    </div>
  );
}
