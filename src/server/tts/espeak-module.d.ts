// Typings for the parts of @echogarden/espeak-ng-emscripten the server uses (the package ships none).
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type:
      | 'list_terminated'
      | 'word'
      | 'sentence'
      | 'mark'
      | 'play'
      | 'end'
      | 'msg_terminated'
      | 'phoneme'
      | 'samplerate';
    /** 1-based position in the text, in characters. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesis. */
    audio_position: number;
    /** Word and sentence events: their number; phoneme events: the phoneme's IPA name ('' for a pause). */
    id?: number | string;
  }
  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: Array<{ priority: number; name: string }>;
  }
  export interface EspeakWorker {
    readonly samplerate: number;
    rate: number;
    pitch: number;
    range: number;
    volume: number;
    /** 0 on success. */
    set_voice(name: string, lang: string, gender?: number, age?: number, variant?: number): number;
    list_voices(): EspeakVoiceInfo[];
    /** The callback gets each chunk of 16-bit samples and its events; return true to stop. */
    synthesize(
      text: string,
      callback: (samples: Int16Array, events: EspeakEvent[]) => boolean | number,
    ): void;
  }
  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }
  const createModule: (options?: Record<string, unknown>) => Promise<EspeakModule>;
  export default createModule;
}
