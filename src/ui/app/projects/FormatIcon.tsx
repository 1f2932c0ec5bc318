/** A small box with the format's aspect ratio, so the three formats can be told apart at a glance. */
import type { Layout } from '../../../shared/constants.ts';
import { CANVAS_SIZES } from '../../../shared/constants.ts';

export function FormatIcon(props: { layout: Layout; size?: number }) {
  const { width, height } = CANVAS_SIZES[props.layout];
  const size = props.size ?? 40;
  const scale = size / Math.max(width, height);
  return (
    <span
      className="cw-format-icon"
      aria-hidden="true"
      style={{ inlineSize: Math.round(width * scale), blockSize: Math.round(height * scale) }}
    />
  );
}
