/**
 * The editor as an object, without React: it opens a project into a store (the project and its undo history)
 * and a session (the editing canvas, the preview, export), keeps a stored project saved, and closes it. The
 * React screens render what it holds; the keyboard shortcuts, the host-page API (`createSessionApi`, through
 * the `SessionSource` it implements) and the iframe bridge over that API all drive this one object. One
 * project is open at a time; opening another closes the one before (its last change written first).
 */
import { Emitter } from '../../shared/emitter.ts';
import type { Project } from '../../shared/model/project.ts';
import { EditorSession, type EditorSessionOptions } from '../app/session/editor-session.ts';
import type { SessionSource } from '../host/session-api.ts';
import { EditorStore } from '../store/editor-store.ts';
import { startAutosave, type Autosave } from '../store/persist/autosave.ts';
import type { ProjectDb } from '../store/persist/project-db.ts';
import { saveThumbnail, startThumbnails } from '../store/persist/thumbnail.ts';
import { startOpenSync, type OpenSync } from '../store/sync/open-sync.ts';
import type { ProjectsRemote } from '../store/sync/remote.ts';
import { openStoredProject } from '../app/editor/open-project.ts';
import { storeHostProject } from './host-loads.ts';
import type { Layer } from '../../shared/model/layer.ts';
import type { ShortcutCommand } from '../app/shortcuts/key-commands.ts';
import { layerClipboard } from '../app/shortcuts/layer-clipboard.ts';
import { pasteLayer, runCommand, type CommandContext } from '../app/shortcuts/run-command.ts';

/** What a keyboard command needs from the screen: its dialogs, the system clipboard, the step labels. */
export type CommandUi = Omit<CommandContext, 'store' | 'clipboard' | 'togglePlay'>;

export interface OpenProject {
  /** The stored project's name ('' for a project a host page holds). */
  readonly name: string;
  /** The stored project's id; undefined for a project held in memory. */
  readonly projectId: string | undefined;
  readonly store: EditorStore;
  readonly session: EditorSession;
  /** Writes a stored project after every change; undefined for a project held in memory. */
  readonly autosave: Autosave | undefined;
  /** Keeps a stored project in step with the account's server copy; undefined without a server. */
  readonly sync?: OpenSync | undefined;
}

/** What a host page's `loadProject` does. */
export type HostLoads =
  /** The loaded project becomes the edited one, held in memory (the embedded editor: the host keeps it). */
  | { readonly kind: 'replace' }
  /** It is stored as a new project in this browser (nothing a host loads is lost) and the app opens it. */
  | { readonly kind: 'store'; readonly name: () => string; readonly show: (projectId: string) => void };

export interface EditorOptions {
  readonly projects: ProjectDb;
  readonly hostLoads: HostLoads;
  /** How every session is made (media resolution, export services, pausing when hidden). */
  readonly session?: EditorSessionOptions;
  /** The account's projects on the server, which stored projects are synced with. */
  readonly remote?: ProjectsRemote | undefined;
}

export type OpenResult =
  | { readonly kind: 'open'; readonly project: OpenProject }
  | { readonly kind: 'missing' }
  /** Another open or a close came before this one finished: nothing was opened. */
  | { readonly kind: 'superseded' };

interface EditorEvents {
  /** A project was opened (or, held in memory, loaded by a host). */
  opened: OpenProject;
}

export class Editor implements SessionSource {
  private open: OpenProject | undefined;
  /** A project held in memory shows nothing until a host loads one (`replace` mode). */
  private hostLoaded = false;
  private stopThumbnails: (() => void) | undefined;
  /** Counts opens and closes: an open that finishes after a later one began gives up. */
  private ticket = 0;
  private closing: Promise<void> = Promise.resolve();
  private readonly events = new Emitter<EditorEvents>();

  constructor(private readonly options: EditorOptions) {}

  /** The open project, if any. */
  get project(): OpenProject | undefined {
    return this.open;
  }

  on<K extends keyof EditorEvents>(event: K, listener: (payload: EditorEvents[K]) => void): () => void {
    return this.events.on(event, listener);
  }

  /** Opens the stored project `projectId`: its store, session, autosave and thumbnails. */
  async openStored(projectId: string): Promise<OpenResult> {
    const closed = this.close();
    const ticket = this.ticket;
    await closed;
    const loaded = await openStoredProject(this.options.projects, projectId);
    if (ticket !== this.ticket) return { kind: 'superseded' };
    if (loaded === undefined) return { kind: 'missing' };
    if (loaded.repairs.length > 0)
      console.info(`clipwright: repaired on open:\n${loaded.repairs.join('\n')}`);
    const store = new EditorStore(loaded.project, { selection: loaded.record.selection ?? {} });
    const session = new EditorSession(store, this.options.session);
    const autosave = startAutosave(store, this.options.projects, projectId);
    const { remote } = this.options;
    const sync =
      remote === undefined
        ? undefined
        : startOpenSync({ projectId, store, autosave, db: this.options.projects, remote });
    // The projects page shows a small grab of the first frame, refreshed at most every 5 s while editing;
    // each new grab goes to the account too.
    this.stopThumbnails = startThumbnails(store, {
      grab: () => session.grabFrame(0, 0.2, 'image/jpeg'),
      save: async (blob) => {
        await saveThumbnail(this.options.projects, projectId, blob);
        sync?.pusher.changed();
      },
    });
    return {
      kind: 'open',
      project: this.opened({ name: loaded.record.name, projectId, store, session, autosave, sync }),
    };
  }

  /**
   * Opens `project` held in memory, not stored (the embedded editor). With `untilHostLoads` the session shows
   * nothing and the host API sees no project until a host's `loadProject`.
   */
  openInMemory(project: Project, options: { untilHostLoads?: boolean } = {}): OpenProject {
    if (this.open !== undefined) throw new Error('openInMemory: close the open project first');
    ++this.ticket;
    const untilHostLoads = options.untilHostLoads === true;
    this.hostLoaded = !untilHostLoads;
    const store = new EditorStore(project);
    const session = new EditorSession(store, { ...this.options.session, idleUntilLoaded: untilHostLoads });
    const opened: OpenProject = { name: '', projectId: undefined, store, session, autosave: undefined };
    this.open = opened;
    if (!untilHostLoads) this.events.emit('opened', opened);
    return opened;
  }

  /** Closes the open project: its last change is written, its views go. */
  close(): Promise<void> {
    ++this.ticket;
    const open = this.open;
    this.open = undefined;
    this.hostLoaded = false;
    this.stopThumbnails?.();
    this.stopThumbnails = undefined;
    if (open === undefined) return this.closing;
    this.closing = this.closing.then(() => closeProject(open));
    return this.closing;
  }

  /** Runs a keyboard command on the open project; false when nothing is open or the command did nothing. */
  run(command: ShortcutCommand, ui: CommandUi): boolean {
    const context = this.commandContext(ui);
    return context !== undefined && runCommand(command, context);
  }

  /** Pastes a copy of `layer` into the open scene (a layer copied in another tab); false when nothing is open. */
  paste(layer: Layer, ui: CommandUi): boolean {
    const context = this.commandContext(ui);
    return context !== undefined && pasteLayer(context, layer);
  }

  private commandContext(ui: CommandUi): CommandContext | undefined {
    const open = this.open;
    if (open === undefined) return undefined;
    const togglePlay = () => {
      open.session
        .togglePlay()
        .catch((error: unknown) => console.error('clipwright: play/pause failed:', error));
    };
    return { ...ui, store: open.store, clipboard: layerClipboard, togglePlay };
  }

  // The host API's view of the editor (SessionSource).

  async current(): Promise<EditorSession | undefined> {
    return this.hostLoaded ? this.open?.session : undefined;
  }

  async load(project: Project): Promise<EditorSession> {
    const hostLoads = this.options.hostLoads;
    if (hostLoads.kind === 'store') {
      const opened = new Promise<OpenProject>((resolve) => {
        const off = this.events.on('opened', (next) => {
          off();
          resolve(next);
        });
      });
      hostLoads.show(await storeHostProject(this.options.projects, project, hostLoads.name()));
      const next = await opened;
      await next.session.preview();
      return next.session;
    }
    const open = this.open ?? this.openInMemory(project, { untilHostLoads: true });
    await open.session.preview();
    open.store.reset(project);
    this.hostLoaded = true;
    this.events.emit('opened', open);
    return open.session;
  }

  onSession(listener: (session: EditorSession) => void): () => void {
    return this.events.on('opened', (open) => listener(open.session));
  }

  private opened(open: OpenProject): OpenProject {
    this.open = open;
    this.hostLoaded = true;
    this.events.emit('opened', open);
    return open;
  }
}

async function closeProject(open: OpenProject): Promise<void> {
  if (open.autosave !== undefined) {
    await open.autosave.flush().catch(() => undefined);
    open.autosave.stop();
  }
  open.sync?.stop();
  await open.session.dispose();
}
