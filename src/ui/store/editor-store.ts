/**
 * The editor store: the single source of truth for the project being edited.
 * The project is an immutable value; every edit is a pure function applied as one undo step, after which the
 * durations are settled (refreshConfig's rules, applied to the scenes the edit touched: speech estimates, clip
 * durations, layer windows, total). Views (the editing canvas, the preview, the panels) subscribe and re-read;
 * they never hold a second copy.
 */
import { Emitter } from '../../shared/emitter.ts';
import type { Project } from '../../shared/model/project.ts';
import { settleEdit } from '../../shared/project/settle-edit.ts';

export interface Selection {
  /** The scene shown on the editing canvas. */
  readonly sceneIndex: number;
  /** The selected layer, or null. */
  readonly layerId: string | null;
}

export interface EditorState {
  readonly project: Project;
  readonly selection: Selection;
  /** The label of the step undo would revert, or undefined when there is none. */
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  /** Increases with every change of project or selection (cheap change detection for views). */
  readonly revision: number;
  /** Increases when a project is loaded (`reset`): views load it afresh instead of applying an edit. */
  readonly generation: number;
}

export interface ApplyOptions {
  /**
   * Consecutive edits with the same key within COALESCE_MS make one undo step (typing in a field, nudging
   * with the arrow keys, dragging a slider).
   */
  coalesce?: string;
  /** Where the selection goes with this edit (e.g. the new layer after an insert). */
  select?: Partial<Selection>;
}

interface Step {
  label: string;
  /** The project and selection before the step. */
  before: Project;
  beforeSelection: Selection;
  after: Project;
  afterSelection: Selection;
  coalesce: string | undefined;
  at: number;
}

export const HISTORY_LIMIT = 200;
export const COALESCE_MS = 1000;

type Listener = (state: EditorState) => void;

export class EditorStore {
  private state: EditorState;
  private undoStack: Step[] = [];
  private redoStack: Step[] = [];
  private readonly events = new Emitter<{ change: EditorState }>();
  private readonly now: () => number;
  private generation = 0;

  constructor(project: Project, options: { now?: () => number; selection?: Partial<Selection> } = {}) {
    this.now = options.now ?? (() => Date.now());
    this.state = {
      project,
      selection: clampSelection(project, { sceneIndex: 0, layerId: null, ...options.selection }),
      undoLabel: undefined,
      redoLabel: undefined,
      revision: 0,
      generation: 0,
    };
  }

  getState = (): EditorState => this.state;

  /** `listener` is called after every change; returns the unsubscribe function (useSyncExternalStore shape). */
  subscribe = (listener: Listener): (() => void) => {
    return this.events.on('change', listener);
  };

  /**
   * Applies `edit` as one undo step labelled `label` (shown in the undo menu). Returns false, changing nothing,
   * when the edit returns the same project. Errors thrown by the edit propagate and change nothing.
   */
  apply(label: string, edit: (project: Project) => Project, options: ApplyOptions = {}): boolean {
    const before = this.state.project;
    const edited = edit(before);
    if (edited === before) {
      if (options.select !== undefined) this.select(options.select);
      return false;
    }
    // Settles only the scenes the edit replaced: the others keep their identity (and their views theirs).
    const after = settleEdit(edited);
    const afterSelection = clampSelection(after, { ...this.state.selection, ...options.select });
    const at = this.now();
    const last = this.undoStack.at(-1);
    if (
      options.coalesce !== undefined &&
      last !== undefined &&
      last.coalesce === options.coalesce &&
      at - last.at <= COALESCE_MS &&
      this.redoStack.length === 0
    ) {
      last.after = after;
      last.afterSelection = afterSelection;
      last.at = at;
    } else {
      this.undoStack.push({
        label,
        before,
        beforeSelection: this.state.selection,
        after,
        afterSelection,
        coalesce: options.coalesce,
        at,
      });
      if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    }
    this.redoStack = [];
    this.set(after, afterSelection);
    return true;
  }

  /** Reverts the last step; false when there is none. */
  undo(): boolean {
    const step = this.undoStack.pop();
    if (step === undefined) return false;
    this.redoStack.push(step);
    this.set(step.before, step.beforeSelection);
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (step === undefined) return false;
    this.undoStack.push({ ...step, coalesce: undefined });
    this.set(step.after, step.afterSelection);
    return true;
  }

  /** Moves the selection (not an undo step). */
  select(selection: Partial<Selection>): void {
    const next = clampSelection(this.state.project, { ...this.state.selection, ...selection });
    if (next.sceneIndex === this.state.selection.sceneIndex && next.layerId === this.state.selection.layerId)
      return;
    this.set(this.state.project, next);
  }

  /**
   * Replaces the project without an undo step (loading a project, or a host's loadProject). With
   * `keepHistory` false (the default) the history is cleared: undo must not cross into another project.
   */
  reset(project: Project, options: { keepHistory?: boolean; selection?: Partial<Selection> } = {}): void {
    if (options.keepHistory !== true) {
      this.undoStack = [];
      this.redoStack = [];
    }
    this.generation++;
    this.set(project, clampSelection(project, { sceneIndex: 0, layerId: null, ...options.selection }));
  }

  private set(project: Project, selection: Selection): void {
    this.state = {
      project,
      selection,
      undoLabel: this.undoStack.at(-1)?.label,
      redoLabel: this.redoStack.at(-1)?.label,
      revision: this.state.revision + 1,
      generation: this.generation,
    };
    this.events.emit('change', this.state);
  }
}

/**
 * A selection that exists in `project`: the scene index within range and the layer, or null. A layer that
 * lives in another scene brings the selection to that scene.
 */
export function clampSelection(project: Project, selection: Selection): Selection {
  if (selection.layerId !== null) {
    const found = project.clips.findIndex((scene) => scene.layers.some((l) => l.id === selection.layerId));
    if (found >= 0) return { sceneIndex: found, layerId: selection.layerId };
  }
  const last = Math.max(0, project.clips.length - 1);
  const sceneIndex = Math.min(Math.max(0, Math.trunc(selection.sceneIndex) || 0), last);
  return { sceneIndex, layerId: null };
}
