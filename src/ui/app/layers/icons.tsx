/**
 * The layer panel's lock and visibility icons, drawn as SVG: emoji glyphs (🔒, 👁) are missing from many
 * systems' fonts and show as empty boxes. Decorative — the buttons carry the words.
 */
const frame = {
  width: 14,
  height: 14,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
};

export function LockIcon(props: { locked: boolean }) {
  return (
    <svg {...frame}>
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      {props.locked ? <path d="M5 7V5a3 3 0 0 1 6 0v2" /> : <path d="M5 7V5a3 3 0 0 1 5.6-1.5" />}
    </svg>
  );
}

export function EyeIcon(props: { visible: boolean }) {
  return (
    <svg {...frame}>
      <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" />
      <circle cx="8" cy="8" r="2" />
      {!props.visible && <path d="M2.5 13.5 13.5 2.5" />}
    </svg>
  );
}
