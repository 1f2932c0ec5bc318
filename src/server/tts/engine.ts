import createEspeak, { type EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import type { EnginePhoneme, EngineRequest, EngineResult, EngineWord } from './protocol.ts';

export { ENGINE_VERSION } from './engine-version.ts';

let worker: Promise<EspeakWorker> | undefined;
let known: Set<string> | undefined;

function engine(): Promise<EspeakWorker> {
  worker ??= createEspeak().then((module) => new module.eSpeakNGWorker());
  return worker;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Synthesises one piece of text (no pause markers) synchronously with espeak-ng. Runs in the worker thread. */
export async function synthesize(request: EngineRequest): Promise<EngineResult> {
  const espeak = await engine();
  // espeak-ng quietly keeps the previous voice for an unknown name: check the name first.
  known ??= new Set(espeak.list_voices().map((voice) => voice.identifier));
  if (!known.has(request.voice)) throw new Error(`voice: espeak-ng has no voice '${request.voice}'`);
  if (request.variant !== undefined && !/^[mf][1-7]$/.test(request.variant)) {
    throw new Error(`variant: espeak-ng has no variant '${request.variant}'`);
  }
  const voiceName = request.variant === undefined ? request.voice : `${request.voice}+${request.variant}`;
  if (espeak.set_voice(voiceName, '') !== 0) throw new Error(`voice: espeak-ng has no voice '${voiceName}'`);
  espeak.rate = Math.round(clamp(request.rate, 80, 450));
  espeak.pitch = Math.round(clamp(request.pitch, 0, 99));
  espeak.range = Math.round(clamp(request.range ?? 50, 0, 100));
  const chunks: Int16Array[] = [];
  const words: EngineWord[] = [];
  // This build reports a phoneme event (IPA name, audio position) as each phoneme starts.
  const phonemes: EnginePhoneme[] = [];
  let total = 0;
  espeak.synthesize(request.text, (samples, events) => {
    chunks.push(samples);
    total += samples.length;
    for (const event of events) {
      if (event.type === 'phoneme') {
        phonemes.push({
          name: typeof event.id === 'string' ? event.id : '',
          textPosition: event.text_position - 1,
          ms: event.audio_position,
        });
        continue;
      }
      if (event.type !== 'word') continue;
      const previous = words[words.length - 1];
      // Some languages report one word twice (same position): keep the first time.
      if (previous !== undefined && previous.textPosition === event.text_position - 1) continue;
      words.push({
        textPosition: event.text_position - 1,
        length: event.word_length,
        ms: event.audio_position,
      });
    }
    return false;
  });
  const samples = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate: espeak.samplerate, words, phonemes };
}
