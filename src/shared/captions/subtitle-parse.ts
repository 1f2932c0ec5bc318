/**
 * Reading SubRip (.srt) and WebVTT (.vtt) files into caption cues, through the W3C validator's WebVTT parser
 * (`webvtt-parser`). A SubRip file is read as the WebVTT it nearly is (a header added, the comma of its
 * times made a dot), and the parser's line numbers are mapped back to the file's. Any problem the parser
 * reports refuses the file with its line number, so a creator never gets half a file silently.
 */
import webvtt, { type WebVttNode } from 'webvtt-parser';
import type { CaptionCue } from './video-captions.ts';
import type { SubtitleFormat } from './subtitle-format.ts';

export class SubtitleFileError extends Error {
  override name = 'SubtitleFileError';
  constructor(
    message: string,
    /** 1-based line of the file; undefined for the file as a whole. */
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
  }
}

/** The entities WebVTT defines (the parser's own table lacks the semicolons and mangles `&amp;`). */
const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
  '&nbsp;': '\u00a0',
};

/** The format a file's text is in: WebVTT starts with its signature; anything else is read as SubRip. */
export function detectFormat(text: string): SubtitleFormat {
  return /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/.test(text) ? 'vtt' : 'srt';
}

const SRT_TIMING = /^(\s*\d+:\d{2}:\d{2}),(\d{3}\s*-->\s*\d+:\d{2}:\d{2}),(\d{3}.*)$/;

/**
 * A SubRip text line as WebVTT text: SubRip has no escapes, so `&` and a `<` that opens none of its tags
 * (`<b>`, `<i>`, `<u>`) are literal; `<font …>` tags, which WebVTT lacks, are dropped.
 */
function srtText(line: string): string {
  return line
    .replace(/<\/?font\b[^>]*>/gi, '')
    .replace(/&/g, '&amp;')
    .replace(/<(?!\/?[biu]>)/gi, '&lt;');
}

/** A SubRip file as WebVTT, and how many lines were added before its first line. */
function srtAsVtt(text: string): { vtt: string; added: number } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const converted = lines.map((line) =>
    SRT_TIMING.test(line) ? line.replace(SRT_TIMING, '$1.$2.$3') : srtText(line),
  );
  return { vtt: ['WEBVTT', '', ...converted].join('\n'), added: 2 };
}

/** The cue's words without markup, and the speaker of its first voice span. */
function plain(nodes: readonly WebVttNode[]): { text: string; speaker?: string } {
  let speaker: string | undefined;
  const walk = (list: readonly WebVttNode[]): string =>
    list
      .map((node) => {
        if (node.type === 'text') return node.value ?? '';
        if (node.type !== 'object') return '';
        if (node.name === 'v' && speaker === undefined && node.value?.trim()) speaker = node.value.trim();
        return walk(node.children ?? []);
      })
      .join('');
  const text = walk(nodes)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  return speaker === undefined ? { text } : { text, speaker };
}

/** The cues of a caption file, in time order; throws SubtitleFileError naming the line of a problem. */
export function parseSubtitles(text: string, format: SubtitleFormat = detectFormat(text)): CaptionCue[] {
  const { vtt, added } = format === 'vtt' ? { vtt: text, added: 0 } : srtAsVtt(text);
  const parsed = new webvtt.WebVTTParser(ENTITIES).parse(vtt, 'metadata');
  const problem = parsed.errors[0];
  if (problem !== undefined) {
    const line = Math.max(1, problem.line - added);
    throw new SubtitleFileError(problem.message.replace(/\.$/, ''), line);
  }
  const cues = parsed.cues
    .map((cue): CaptionCue => ({ start: cue.startTime, end: cue.endTime, ...plain(cue.tree.children) }))
    .filter((cue) => cue.text !== '');
  if (cues.length === 0)
    throw new SubtitleFileError(
      `the file holds no captions (read as ${format === 'vtt' ? 'WebVTT' : 'SubRip'})`,
    );
  return cues.sort((a, b) => a.start - b.start);
}
