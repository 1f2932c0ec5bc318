/**
 * Caption files: SubRip (.srt) and WebVTT (.vtt) text from caption cues. Times are written to the
 * millisecond; a blank line would end a cue early, so a cue's text keeps at most single line breaks. WebVTT
 * names the speaker with a voice span (`<v Ann>`), SubRip, which has no such tag, with a `Ann: ` prefix.
 */
import type { CaptionCue } from './video-captions.ts';

export type SubtitleFormat = 'srt' | 'vtt';
export const SUBTITLE_FORMATS: readonly SubtitleFormat[] = ['srt', 'vtt'];

export const SUBTITLE_MIME: Record<SubtitleFormat, string> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
};

/** `seconds` as `HH:MM:SS<separator>mmm`, rounded to the millisecond. */
export function timestamp(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(ms % 1000, 3)}`;
}

/** The text's lines without empty ones (an empty line ends a cue) and without stray spaces. */
function cueLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const escapeVtt = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function srtCue(cue: CaptionCue, index: number): string {
  const lines = cueLines(cue.text);
  if (cue.speaker !== undefined && lines.length > 0) lines[0] = `${cue.speaker}: ${lines[0]}`;
  // A line of `-->` would read as a timing line.
  const text = lines.map((line) => line.replace(/-->/g, '->')).join('\n');
  return `${index + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${text}\n`;
}

function vttCue(cue: CaptionCue): string {
  const text = cueLines(cue.text).map(escapeVtt).join('\n');
  const voiced = cue.speaker === undefined ? text : `<v ${escapeVtt(cue.speaker)}>${text}</v>`;
  return `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${voiced}\n`;
}

export function formatSubtitles(cues: readonly CaptionCue[], format: SubtitleFormat): string {
  const kept = cues.filter((cue) => cueLines(cue.text).length > 0);
  if (format === 'srt') return kept.map(srtCue).join('\n');
  return ['WEBVTT\n', ...kept.map(vttCue)].join('\n');
}
