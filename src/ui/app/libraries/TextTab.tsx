/**
 * Text presets: title, subtitle and paragraph in the selected scene's styles; the new
 * box says so in the creator's language (right to left in Arabic).
 */
import { TEXT_PRESETS, newTextLayer, type TextPreset } from '../../../shared/project/new-layer/text.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { LibraryTile, TileGrid } from './LibraryTile.tsx';
import type { LayerBuilder } from './use-insert.ts';
import type { KeyIn } from '../../i18n/messages.ts';

const LABELS: Record<TextPreset, KeyIn<'libraries'>> = {
  title: 'textTitle',
  subtitle: 'textSubtitle',
  paragraph: 'textParagraph',
};
const TEXTS: Record<TextPreset, KeyIn<'libraries'>> = {
  title: 'defaultTitle',
  subtitle: 'defaultSubtitle',
  paragraph: 'defaultParagraph',
};
const SAMPLE_SIZE: Record<TextPreset, string> = { title: '1.4rem', subtitle: '1.1rem', paragraph: '0.85rem' };

export function TextTab(props: { onInsert(label: string, build: LayerBuilder): void }) {
  const t = useT('libraries');
  const { lang } = useLanguage();
  const direction = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <TileGrid label={t('tabText')}>
      {TEXT_PRESETS.map((preset) => {
        const text = t(TEXTS[preset]);
        return (
          <LibraryTile
            key={preset}
            id={`text:${preset}`}
            label={t(LABELS[preset])}
            thumb={
              <span
                className="cw-lib-text-sample"
                style={{ fontSize: SAMPLE_SIZE[preset], fontWeight: preset === 'title' ? 700 : 400 }}
                aria-hidden="true"
              >
                Aa
              </span>
            }
            build={(target) => newTextLayer(preset, text, target, direction)}
            onInsert={props.onInsert}
          />
        );
      })}
    </TileGrid>
  );
}
