// Each harness page sets `window.harness` to the object its tests drive.
declare global {
  interface Window {
    harness?: unknown;
  }
}
export {};
