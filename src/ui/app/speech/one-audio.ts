/**
 * One sound at a time in the speech editor (voice samples, generated speech, a recorded take): starting
 * one stops the one playing. A tiny external store, so that every play button knows whether it is the one.
 */
import { Emitter } from '../../../shared/emitter.ts';

type Listener = () => void;

let audio: HTMLAudioElement | undefined;
let playingId: string | undefined;
const events = new Emitter<{ change: void }>();

function set(id: string | undefined): void {
  playingId = id;
  events.emit('change');
}

export const oneAudio = {
  subscribe(listener: Listener): () => void {
    return events.on('change', listener);
  },
  playing(): string | undefined {
    return playingId;
  },
  /** Plays `url` as `id`, stopping whatever played; rejects when the browser cannot play it. */
  async play(id: string, url: string): Promise<void> {
    oneAudio.stop();
    const element = new Audio(url);
    audio = element;
    const done = () => {
      if (audio === element) {
        audio = undefined;
        set(undefined);
      }
    };
    element.addEventListener('ended', done);
    element.addEventListener('error', done);
    set(id);
    try {
      await element.play();
    } catch (error) {
      done();
      throw error;
    }
  },
  stop(): void {
    audio?.pause();
    audio = undefined;
    if (playingId !== undefined) set(undefined);
  },
};
