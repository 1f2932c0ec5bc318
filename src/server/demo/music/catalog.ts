import { SAMPLE_RATE } from './instruments.ts';
import { TRACKS, type TrackDefinition, trackSeconds } from './tracks.ts';
import { encodeMp3Async } from './mp3.ts';
import { renderTrack } from './synth.ts';

export { TRACKS as MUSIC_CATALOG, trackSeconds, type TrackDefinition };

export const MUSIC_KBPS = 96;
export const musicKey = (track: TrackDefinition): string => `public/library/music/${track.id}.mp3`;

/** Synthesises a track and encodes it as a mono MP3. */
export async function buildMusic(track: TrackDefinition): Promise<Buffer> {
  return encodeMp3Async(await renderTrack(track), SAMPLE_RATE, MUSIC_KBPS);
}
