/** What the synthesis worker is asked for: one piece of text without pause markers. */
export interface EngineRequest {
  text: string;
  /** espeak-ng voice identifier, e.g. 'gmw/en-US'. */
  voice: string;
  /** espeak-ng variant, e.g. 'f3', 'm2'. */
  variant?: string;
  /** Words per minute (espeak-ng rate, 80–450). */
  rate: number;
  /** 0–99, 50 normal. */
  pitch: number;
  /** Pitch range 0–100, 50 normal. */
  range?: number;
}

export interface EngineWord {
  /** 0-based character position in the request text. */
  textPosition: number;
  length: number;
  /** Start in milliseconds from the start of this piece's audio. */
  ms: number;
}

/** One phoneme as the engine's phoneme events report it. */
export interface EnginePhoneme {
  /** IPA as espeak-ng names it (up to 8 characters, e.g. 'ˈaɪ'); '' for a pause. */
  name: string;
  /** 0-based character position of its word in the request text. */
  textPosition: number;
  /** Start in milliseconds from the start of this piece's audio. */
  ms: number;
}

export interface EngineResult {
  samples: Int16Array;
  sampleRate: number;
  words: EngineWord[];
  phonemes: EnginePhoneme[];
}

export type WorkerRequest =
  { id: number; type: 'synthesize'; request: EngineRequest } | { id: number; type: 'crash' };

export type WorkerReply =
  { id: number; ok: true; result: EngineResult } | { id: number; ok: false; error: string };
