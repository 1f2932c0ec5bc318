/**
 * The editor's small view (issue 9; the full app of issue 7 grows from it): the editing canvas of the current
 * scene beside the preview canvas, a play/pause button, a seek slider, the time and one button per scene.
 * It only builds DOM and reports what the user did; the editor decides what happens.
 */
export interface ViewActions {
  togglePlay(): void;
  seek(time: number): void;
  showScene(index: number): void;
}

export interface EditorView {
  readonly root: HTMLElement;
  /** Where the editing canvas goes (emptied and refilled when the layout changes). */
  readonly editSlot: HTMLElement;
  readonly previewSlot: HTMLElement;
  /** Shows the playback position and state. */
  setPlayback(time: number, duration: number, playing: boolean): void;
  /** One button per scene, the shown one pressed. */
  setScenes(count: number, shown: number): void;
  dispose(): void;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

export function createEditorView(container: HTMLElement, actions: ViewActions): EditorView {
  const root = el('div', 'cw-editor');
  root.style.cssText = 'display:flex;flex-direction:column;gap:8px;font:14px system-ui,sans-serif';
  const panes = el('div', 'cw-panes');
  panes.style.cssText = 'display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start';
  const pane = (title: string, slotClass: string) => {
    const figure = el('figure', 'cw-pane');
    figure.style.margin = '0';
    const caption = el('figcaption', 'cw-caption', title);
    const slot = el('div', slotClass);
    slot.style.cssText = 'outline:1px solid #ccc;background:#f4f4f6';
    figure.append(caption, slot);
    panes.append(figure);
    return { caption, slot };
  };
  const edit = pane('Edit', 'cw-edit-slot');
  const preview = pane('Preview', 'cw-preview-slot');

  const controls = el('div', 'cw-controls');
  controls.style.cssText = 'display:flex;gap:8px;align-items:center';
  const play = el('button', 'cw-play', 'Play');
  play.type = 'button';
  const slider = el('input', 'cw-seek');
  slider.type = 'range';
  slider.min = '0';
  slider.step = '0.01';
  slider.value = '0';
  slider.style.flex = '1';
  slider.setAttribute('aria-label', 'Seek');
  const time = el('output', 'cw-time', '0.00 / 0.00 s');
  const scenes = el('div', 'cw-scenes');
  scenes.style.cssText = 'display:flex;gap:4px';
  controls.append(play, slider, time);
  root.append(panes, controls, scenes);
  container.append(root);

  play.addEventListener('click', () => actions.togglePlay());
  // Seek on release (change), not on every input step: each seek renders a frame in the worker.
  slider.addEventListener('change', () => actions.seek(Number(slider.value)));
  let dragging = false;
  slider.addEventListener('pointerdown', () => (dragging = true));
  slider.addEventListener('pointerup', () => (dragging = false));

  return {
    root,
    editSlot: edit.slot,
    previewSlot: preview.slot,
    setPlayback(t, duration, playing) {
      slider.max = String(duration);
      if (!dragging) slider.value = String(t);
      time.textContent = `${t.toFixed(2)} / ${duration.toFixed(2)} s`;
      play.textContent = playing ? 'Pause' : 'Play';
    },
    setScenes(count, shown) {
      edit.caption.textContent = count === 0 ? 'Edit' : `Edit · scene ${shown + 1} of ${count}`;
      if (scenes.childElementCount !== count) {
        scenes.replaceChildren(
          ...Array.from({ length: count }, (_, i) => {
            const button = el('button', 'cw-scene', String(i + 1));
            button.type = 'button';
            button.addEventListener('click', () => actions.showScene(i));
            return button;
          }),
        );
      }
      [...scenes.children].forEach((button, i) => button.setAttribute('aria-pressed', String(i === shown)));
    },
    dispose() {
      root.remove();
    },
  };
}
