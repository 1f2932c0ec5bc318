import { mulberry32 } from '../../../shared/animation/random.ts';
import { bass, bell, type Instrument, kick, noiseHit, pad, pluck, stab } from './instruments.ts';

/** A chord: MIDI pitches, lowest first (the root is the first). */
type Chord = readonly number[];

/** One instrument's part: which notes it plays over a bar of a chord. */
interface Part {
  instrument: Instrument;
  gain: number;
  /** Notes of one bar: beat offset, length in beats, and the pitch (chosen from the chord) or undefined for drums. */
  bar: (
    chord: Chord,
    bar: number,
  ) => Array<{ beat: number; beats: number; pitch: number; velocity?: number }>;
}

export interface TrackDefinition {
  id: string;
  title: string;
  mood: string;
  bpm: number;
  beatsPerBar: number;
  /** One chord per bar; the progression repeats until `bars`. */
  progression: readonly Chord[];
  bars: number;
  parts: readonly Part[];
}

// MIDI: C4 = 60.
const C = [48, 55, 60, 64, 67];
const G = [43, 55, 59, 62, 67];
const Am = [45, 57, 60, 64, 69];
const F = [41, 53, 57, 60, 65];
const Dm = [50, 57, 62, 65, 69];
const Bb = [46, 53, 58, 62, 65];
const Fh = [41, 57, 60, 65, 69];
const Ch = [48, 55, 60, 64, 72];

const chordTones = (chord: Chord): number[] => chord.slice(1);
const root = (chord: Chord): number => chord[0]!;
const every = (beats: number, count: number) => Array.from({ length: count }, (_, i) => i * beats);

/** Uplifting: I–V–vi–IV in C with a plucked arpeggio, walking bass and a light beat. */
function brightMorning(): TrackDefinition {
  const random = mulberry32(1);
  const hat = noiseHit(random, 60, 0.9);
  return {
    id: 'bright-morning',
    title: 'Bright Morning',
    mood: 'uplifting',
    bpm: 112,
    beatsPerBar: 4,
    progression: [C, G, Am, F],
    bars: 16,
    parts: [
      {
        instrument: pad,
        gain: 0.16,
        bar: (chord) => chordTones(chord).map((pitch) => ({ beat: 0, beats: 4, pitch })),
      },
      {
        instrument: pluck(mulberry32(2)),
        gain: 0.5,
        bar: (chord) => {
          const tones = chordTones(chord);
          const order = [0, 1, 2, 3, 2, 1, 3, 2];
          return order.map((n, i) => ({ beat: i / 2, beats: 0.5, pitch: tones[n]! + 12 }));
        },
      },
      {
        instrument: bass,
        gain: 0.4,
        bar: (chord) =>
          [0, 1.5, 2, 3].map((beat, i) => ({ beat, beats: 0.45, pitch: root(chord) - (i === 3 ? 5 : 0) })),
      },
      { instrument: kick, gain: 0.55, bar: () => [0, 2].map((beat) => ({ beat, beats: 0.2, pitch: 0 })) },
      {
        instrument: hat,
        gain: 0.08,
        bar: () =>
          every(0.5, 8).map((beat, i) => ({ beat, beats: 0.1, pitch: 0, velocity: i % 2 ? 1 : 0.5 })),
      },
    ],
  };
}

/** Calm: slow pads over vi–IV–I–V with a sparse bell melody and no drums. */
function calmHorizon(): TrackDefinition {
  const melody = [
    [0, 76],
    [1.5, 74],
    [3, 72],
  ] as const;
  return {
    id: 'calm-horizon',
    title: 'Calm Horizon',
    mood: 'calm',
    bpm: 72,
    beatsPerBar: 4,
    progression: [Am, Fh, C, G],
    bars: 12,
    parts: [
      {
        instrument: pad,
        gain: 0.22,
        bar: (chord) => chordTones(chord).map((pitch) => ({ beat: 0, beats: 4, pitch })),
      },
      {
        instrument: bass,
        gain: 0.3,
        bar: (chord) => [{ beat: 0, beats: 3.6, pitch: root(chord) }],
      },
      {
        instrument: bell,
        gain: 0.22,
        bar: (chord, bar) =>
          bar % 2 === 0
            ? melody.map(([beat, pitch]) => ({ beat, beats: 1, pitch: nearestTone(chord, pitch) }))
            : [{ beat: 2, beats: 2, pitch: nearestTone(chord, 79) }],
      },
    ],
  };
}

/** Energetic: i–VI–III–VII in D minor with offbeat synth stabs, four-on-the-floor kick and claps. */
function driveForward(): TrackDefinition {
  const random = mulberry32(3);
  const hat = noiseHit(random, 80, 0.95);
  const clap = noiseHit(random, 22, 0.5);
  return {
    id: 'drive-forward',
    title: 'Drive Forward',
    mood: 'energetic',
    bpm: 124,
    beatsPerBar: 4,
    progression: [Dm, Bb, F, Ch],
    bars: 24,
    parts: [
      {
        instrument: stab,
        gain: 0.12,
        bar: (chord) =>
          [0.5, 1.5, 2.5, 3.5].flatMap((beat) =>
            chordTones(chord).map((pitch) => ({ beat, beats: 0.3, pitch: pitch + 12 })),
          ),
      },
      {
        instrument: bass,
        gain: 0.42,
        bar: (chord) => every(0.5, 8).map((beat) => ({ beat, beats: 0.35, pitch: root(chord) - 12 })),
      },
      {
        instrument: pluck(mulberry32(4)),
        gain: 0.35,
        bar: (chord, bar) =>
          bar % 4 === 3
            ? every(0.25, 8).map((beat, i) => ({
                beat: 2 + beat,
                beats: 0.25,
                pitch: chordTones(chord)[i % 4]! + 12,
              }))
            : [],
      },
      { instrument: kick, gain: 0.6, bar: () => every(1, 4).map((beat) => ({ beat, beats: 0.2, pitch: 0 })) },
      { instrument: clap, gain: 0.18, bar: () => [1, 3].map((beat) => ({ beat, beats: 0.2, pitch: 0 })) },
      {
        instrument: hat,
        gain: 0.09,
        bar: () => every(1, 4).map((beat) => ({ beat: beat + 0.5, beats: 0.1, pitch: 0 })),
      },
    ],
  };
}

/** The chord tone (in any octave) closest to `pitch`, so a melody always fits its chord. */
function nearestTone(chord: Chord, pitch: number): number {
  let best = pitch;
  let distance = Infinity;
  for (const tone of chord)
    for (let octave = -2; octave <= 3; octave++) {
      const candidate = tone + 12 * octave;
      if (Math.abs(candidate - pitch) < distance) {
        distance = Math.abs(candidate - pitch);
        best = candidate;
      }
    }
  return best;
}

export const TRACKS: readonly TrackDefinition[] = [brightMorning(), calmHorizon(), driveForward()];

/** Seconds of a track: a whole number of bars, so that it loops on the beat. */
export const trackSeconds = (track: TrackDefinition): number =>
  (track.bars * track.beatsPerBar * 60) / track.bpm;
