/** Placeholder until its helper lands it (issue 7). Contract: `ShortcutSheet({ open, onClose })`. */
export function ShortcutSheet(props: { open: boolean; onClose(): void }) {
  return props.open ? <dialog open aria-label="Keyboard shortcuts" /> : null;
}
