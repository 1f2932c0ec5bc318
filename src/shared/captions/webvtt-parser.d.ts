// Typings for the parts of webvtt-parser (the W3C validator's WebVTT parser) that caption import uses; the
// package ships none.
declare module 'webvtt-parser' {
  export interface WebVttNode {
    type: 'text' | 'object' | 'timestamp';
    /** Text nodes: their text; `v` objects: the speaker's name. */
    value?: string;
    /** Object nodes: the tag (`v`, `b`, `i`, `c`, `lang`, `ruby` …). */
    name?: string;
    children?: WebVttNode[];
  }
  export interface WebVttCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
    tree: { children: WebVttNode[] };
  }
  export interface WebVttError {
    message: string;
    /** 1-based line of the input. */
    line: number;
    col?: number;
  }
  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: WebVttCue[]; errors: WebVttError[] };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
