/** Voice analysis of a recording: fundamental frequency (autocorrelation) and speaking rate (syllable nuclei). */
export interface VoiceAnalysis {
  /** Median fundamental frequency of voiced frames, Hz (0 when none). */
  f0Hz: number;
  /** Estimated words per minute (syllables per second × 60 / 1.4). */
  wordsPerMinute: number;
  voicedSeconds: number;
  totalSeconds: number;
}

const FRAME_SECONDS = 0.04;
const HOP_SECONDS = 0.01;
const MIN_F0 = 70;
const MAX_F0 = 400;
const SYLLABLES_PER_WORD = 1.4;

function rms(samples: Float32Array, from: number, length: number): number {
  let sum = 0;
  for (let i = from; i < from + length; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / length);
}

/** Pitch of one frame by normalised autocorrelation, or undefined when the frame is not clearly periodic. */
function framePitch(
  samples: Float32Array,
  from: number,
  length: number,
  sampleRate: number,
): number | undefined {
  const minLag = Math.floor(sampleRate / MAX_F0);
  const maxLag = Math.min(length - 1, Math.ceil(sampleRate / MIN_F0));
  let energy = 0;
  for (let i = from; i < from + length; i++) energy += (samples[i] ?? 0) ** 2;
  if (energy === 0) return undefined;
  let bestLag = 0;
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let sum = 0;
    let lagEnergy = 0;
    for (let i = from; i < from + length - lag; i++) {
      sum += (samples[i] ?? 0) * (samples[i + lag] ?? 0);
      lagEnergy += (samples[i + lag] ?? 0) ** 2;
    }
    const corr = sum / Math.sqrt(energy * lagEnergy || 1);
    if (corr > best) {
      best = corr;
      bestLag = lag;
    }
  }
  return best > 0.6 && bestLag > 0 ? sampleRate / bestLag : undefined;
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Longest stretch analysed (seconds). */
export const MAX_ANALYSIS_SECONDS = 60;

/** Averages groups of samples down to at most ~16 kHz (plenty for voice pitch, four times less work). */
function downsample(
  samples: Float32Array,
  sampleRate: number,
): { samples: Float32Array; sampleRate: number } {
  const factor = Math.max(1, Math.floor(sampleRate / 16000));
  const count = Math.min(
    Math.floor(samples.length / factor),
    Math.floor((MAX_ANALYSIS_SECONDS * sampleRate) / factor),
  );
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let sum = 0;
    for (let k = 0; k < factor; k++) sum += samples[i * factor + k] ?? 0;
    out[i] = sum / factor;
  }
  return { samples: out, sampleRate: sampleRate / factor };
}

export function analyseVoice(input: Float32Array, inputRate: number): VoiceAnalysis {
  const { samples, sampleRate } = downsample(input, inputRate);
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const energies: number[] = [];
  for (let from = 0; from + frame <= samples.length; from += hop) energies.push(rms(samples, from, frame));
  const loudest = Math.max(0, ...energies);
  const gate = Math.max(0.01, loudest * 0.1);
  const pitches: number[] = [];
  const voiced: boolean[] = [];
  energies.forEach((energy, index) => {
    const pitch = energy >= gate ? framePitch(samples, index * hop, frame, sampleRate) : undefined;
    voiced.push(pitch !== undefined);
    if (pitch !== undefined) pitches.push(pitch);
  });
  // Syllable nuclei: local energy peaks in voiced stretches, at least 100 ms apart and clearly above the dips.
  let syllables = 0;
  let lastPeak = -Infinity;
  for (let i = 1; i < energies.length - 1; i++) {
    const e = energies[i] ?? 0;
    if (!voiced[i] || e < (energies[i - 1] ?? 0) || e < (energies[i + 1] ?? 0)) continue;
    const window = energies.slice(Math.max(0, i - 10), i + 11);
    if (e < Math.min(...window) * 1.5 + gate * 0.5) continue;
    if ((i - lastPeak) * HOP_SECONDS < 0.1) continue;
    syllables++;
    lastPeak = i;
  }
  const voicedSeconds = pitches.length * HOP_SECONDS;
  const totalSeconds = input.length / inputRate;
  const firstVoiced = voiced.indexOf(true);
  const lastVoiced = voiced.lastIndexOf(true);
  const speakingSeconds = firstVoiced < 0 ? 0 : (lastVoiced - firstVoiced + 1) * HOP_SECONDS;
  const wordsPerMinute =
    speakingSeconds > 0 ? Math.round((syllables / speakingSeconds) * (60 / SYLLABLES_PER_WORD)) : 0;
  return {
    f0Hz: Math.round(median(pitches) * 10) / 10,
    wordsPerMinute,
    voicedSeconds: Math.round(voicedSeconds * 100) / 100,
    totalSeconds,
  };
}
