/** Placeholder until its helper lands it (issue 7). Contract: `useShortcuts({ openSheet })` installs the editor's keys. */
export function useShortcuts(_options: { openSheet(): void }): void {}
