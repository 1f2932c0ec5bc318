/**
 * The preview peer: @remotion/player playing our project as a Remotion composition (composition.tsx) on
 * the page's main thread, the way a Remotion-based editor previews. The composition runs at the display's
 * frame rate so the Player can show as many frames as our renderer and the baseline (both draw on every
 * animation frame). A frame counts as shown when the Player's frame has changed since the last animation
 * frame; a seek is done when the Player has seeked and no media of it is still buffering (its own
 * 'waiting'/'resume' events, which @remotion/media's <Video> drives while it decodes).
 */
import { createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Player, type PlayerRef } from '@remotion/player';
import type { Project } from '../../../src/shared/model/project.ts';
import { nextFrame, type BenchRenderer, type PlaybackCount } from '../types.ts';
import { ProjectComposition } from './composition.tsx';
import { loadPeerFonts } from '../peer-fonts.ts';
import { PROJECT_HEIGHT, PROJECT_WIDTH } from './layers.tsx';

/** Longest wait for the Player's media to stop buffering after a seek, so a stuck one cannot hang the run. */
const SETTLE_LIMIT_MS = 10_000;

export class RemotionPlayerRenderer implements BenchRenderer {
  readonly name = 'remotion-player';
  private root: Root | undefined;
  private readonly ref = createRef<PlayerRef>();
  private buffering = 0;
  private stalls = 0;

  /** `fps`: the composition's frame rate (the display's, measured by the page). */
  constructor(private readonly fps: number) {}

  private get player(): PlayerRef {
    const player = this.ref.current;
    if (player === null) throw new Error('remotion-player: load() first');
    return player;
  }

  async load(project: Project, width: number, height: number): Promise<void> {
    await loadPeerFonts();
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    this.root = createRoot(host);
    this.root.render(
      <Player
        ref={this.ref}
        component={ProjectComposition}
        inputProps={{ project, music: false }}
        durationInFrames={Math.round(project.totalDuration * this.fps)}
        compositionWidth={PROJECT_WIDTH}
        compositionHeight={PROJECT_HEIGHT}
        fps={this.fps}
        style={{ width, height }}
        controls={false}
        clickToPlay={false}
        doubleClickToFullscreen={false}
        spaceKeyToPlayOrPause={false}
        loop
        initiallyMuted
      />,
    );
    while (this.ref.current === null) await nextFrame();
    this.player.addEventListener('waiting', () => {
      this.buffering++;
      this.stalls++;
    });
    this.player.addEventListener('resume', () => {
      this.buffering = Math.max(0, this.buffering - 1);
    });
    await this.settled();
  }

  /** Two animation frames in a row with nothing buffering: the frame is on screen. */
  private async settled(): Promise<void> {
    const ends = performance.now() + SETTLE_LIMIT_MS;
    let calm = 0;
    while (calm < 2 && performance.now() < ends) {
      await nextFrame();
      calm = this.buffering === 0 ? calm + 1 : 0;
    }
  }

  /** The Player mounts a scene's media a second before it starts (premountFor): nothing more to wait for. */
  async loaded(): Promise<void> {}

  async play(from: number, seconds: number): Promise<PlaybackCount> {
    const player = this.player;
    player.seekTo(Math.round(from * this.fps));
    this.stalls = 0;
    let shown = 0;
    let last = player.getCurrentFrame();
    player.play();
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      await nextFrame();
      const frame = player.getCurrentFrame();
      if (frame !== last) shown++;
      last = frame;
    }
    player.pause();
    return {
      shown,
      ownDropped: this.stalls,
      mode: `Remotion Player on the main thread, @remotion/media <Video>, composition at ${this.fps} fps`,
    };
  }

  async seek(t: number): Promise<void> {
    this.player.seekTo(Math.round(t * this.fps));
    await nextFrame();
    await this.settled();
  }

  async openVideoFrames(): Promise<null> {
    return null; // @remotion/media keeps its frames inside its own caches, out of the page's count
  }

  async memory(): Promise<{ openFrames: null; rendererHeapMB: null }> {
    return { openFrames: null, rendererHeapMB: null };
  }

  async stageStats(): Promise<null> {
    return null;
  }

  async dispose(): Promise<void> {
    this.root?.unmount();
  }
}
