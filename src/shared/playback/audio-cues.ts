/**
 * Which sounds a project plays, and when: speech (generated, uploaded, conversation items after their delays),
 * video-layer audio (volume, speed, trim, loop) and background music (loop, volume × project backgroundAudioVolume,
 * 2 s fades). Pure: the page decodes the sources and schedules the cues on its AudioContext (src/ui/preview/audio.ts).
 */
import { BGM_DEFAULTS } from '../constants.ts';
import { SPEC_MESSAGES } from '../errors.ts';
import type { Project } from '../model/project.ts';
import type { Scene } from '../model/scene.ts';
import { conversationItemSpans } from '../speech/conversation-timing.ts';
import { videoSpeed } from '../timeline/video-time.ts';
import { clipStartTimes } from '../timeline/visibility.ts';

export type AudioCueKind = 'speech' | 'video' | 'music';

/** Where a sound comes from: a URL, or a media key the page resolves. */
export interface AudioRef {
  url?: string;
  key?: string;
}

export interface AudioCue {
  kind: AudioCueKind;
  /** Names the cue in errors ('clip c1 speech', 'layer v1 audio'). */
  id: string;
  ref: AudioRef;
  /** Project time (s) when the cue starts and stops sounding. */
  start: number;
  end: number;
  /** Source time (s) heard at `start`. */
  offset: number;
  /** Source seconds per second. */
  rate: number;
  /** Source region repeated when looping. */
  loop?: { start: number; end: number };
  gain: number;
  fadeIn: number;
  fadeOut: number;
}

export interface AudioCueList {
  cues: AudioCue[];
  /** Sounds that cannot be played, with the error message and the owner. */
  problems: string[];
}

function refOf(url: string | undefined, key: string | undefined): AudioRef | undefined {
  if (url !== undefined && url !== '') return { url };
  if (key !== undefined && key !== '') return { key };
  return undefined;
}

function resourceRef(
  info: { key: string; url: string; staticUrl: string } | undefined,
): AudioRef | undefined {
  if (info === undefined) return undefined;
  return refOf(info.staticUrl !== '' ? info.staticUrl : info.url, info.key);
}

function speechCues(scene: Scene, clipStart: number, list: AudioCueList): void {
  const { speech } = scene;
  const id = `clip ${scene.id} speech`;
  const cue = (ref: AudioRef, at: number, duration: number, gain: number, name = id): void => {
    list.cues.push({
      kind: 'speech',
      id: name,
      ref,
      start: clipStart + at,
      end: clipStart + Math.min(scene.duration, at + duration),
      offset: 0,
      rate: 1,
      gain,
      fadeIn: 0,
      fadeOut: 0,
    });
  };
  const volume = Number.isFinite(speech.volume) && speech.volume >= 0 ? speech.volume : 1;
  switch (speech.type) {
    case 'duration':
      return;
    case 'default': {
      // Without generated audio the speech is an estimate: nothing to play yet.
      const ref = resourceRef(speech.resourceInfo);
      if (ref !== undefined) cue(ref, 0, speech.duration > 0 ? speech.duration : scene.duration, volume);
      return;
    }
    case 'upload': {
      const { uploadVoice } = speech;
      const ref = refOf(uploadVoice.staticUrl, uploadVoice.key);
      if (ref === undefined) {
        list.problems.push(`${id}: ${SPEC_MESSAGES.uploadVoiceNoSource}`);
        return;
      }
      cue(ref, 0, uploadVoice.duration > 0 ? uploadVoice.duration : scene.duration, volume);
      return;
    }
    case 'conversation': {
      // Same timing as speechDuration: items in order, each after its delay, 0.5 s between consecutive items.
      for (const { item, index, start, duration } of conversationItemSpans(speech)) {
        const role = speech.roles[item._roleIndex];
        const ref = resourceRef(item.resourceInfo);
        const gain = role !== undefined && Number.isFinite(role.volume) && role.volume >= 0 ? role.volume : 1;
        if (ref !== undefined && start < scene.duration)
          cue(ref, start, duration, gain, `${id} item ${index}`);
      }
      return;
    }
  }
}

function videoCues(scene: Scene, clipStart: number, list: AudioCueList): void {
  for (const layer of scene.layers) {
    const p = layer.property;
    if (p.type !== 'CustomVideo') continue;
    if (!p.visible || !(p._volume > 0)) continue;
    const ref = refOf(p._videoSrc ?? p._staticUrl, p._urlkey);
    if (ref === undefined) continue;
    const rate = videoSpeed(p);
    const span = Math.max(0, p._end - p._start);
    if (span === 0) continue;
    const windowEnd = Math.min(layer.stop ?? scene.duration, scene.duration);
    // Without loop the source plays once, then the last frame holds in silence.
    const end = p._loop ? windowEnd : Math.min(windowEnd, layer.start + span / rate);
    if (end <= layer.start) continue;
    list.cues.push({
      kind: 'video',
      id: `layer ${layer.id} audio`,
      ref,
      start: clipStart + layer.start,
      end: clipStart + end,
      offset: p._start,
      rate,
      ...(p._loop ? { loop: { start: p._start, end: p._end } } : {}),
      gain: p._volume,
      fadeIn: 0,
      fadeOut: 0,
    });
  }
}

function musicCue(
  id: string,
  ref: AudioRef,
  start: number,
  end: number,
  loop: boolean,
  gain: number,
): AudioCue {
  return {
    kind: 'music',
    id,
    ref,
    start,
    end,
    offset: 0,
    rate: 1,
    ...(loop ? { loop: { start: 0, end: Infinity } } : {}),
    gain,
    fadeIn: BGM_DEFAULTS.fadeInSeconds,
    fadeOut: BGM_DEFAULTS.fadeOutSeconds,
  };
}

/**
 * Background music: the project's own track over the whole project, and scene music (bgm) over each run of
 * consecutive scenes sharing one track, so music continues across clips instead of restarting at each one.
 */
function musicCues(project: Project, starts: number[], total: number, list: AudioCueList): void {
  const base = Number.isFinite(project.backgroundAudioVolume)
    ? Math.max(0, project.backgroundAudioVolume)
    : 0;
  const projectRef = refOf(project.audioFileStaticUrl, project.audioFilePath);
  if (projectRef !== undefined && total > 0)
    list.cues.push(musicCue('project music', projectRef, 0, total, true, base));
  let run:
    { ref: AudioRef; start: number; end: number; loop: boolean; volume: number; first: string } | undefined;
  const flush = (): void => {
    if (run !== undefined && run.end > run.start)
      list.cues.push(
        musicCue(`clip ${run.first} music`, run.ref, run.start, run.end, run.loop, run.volume * base),
      );
    run = undefined;
  };
  project.clips.forEach((scene, i) => {
    const start = starts[i] ?? 0;
    const bgm = scene.bgm;
    const ref = bgm?.enabled === true ? refOf(bgm._staticUrl, bgm._urlkey) : undefined;
    if (bgm === undefined || ref === undefined) {
      flush();
      return;
    }
    const same =
      run !== undefined && run.ref.url === ref.url && run.ref.key === ref.key && run.volume === bgm.volume;
    if (!same) {
      flush();
      run = { ref, start, end: start, loop: bgm.loop, volume: bgm.volume, first: scene.id };
    }
    if (run !== undefined) run.end = start + scene.duration;
  });
  flush();
}

export function audioCues(project: Project): AudioCueList {
  const list: AudioCueList = { cues: [], problems: [] };
  const starts = clipStartTimes(project);
  let total = 0;
  project.clips.forEach((scene, i) => {
    const start = starts[i] ?? 0;
    total = start + scene.duration;
    speechCues(scene, start, list);
    videoCues(scene, start, list);
  });
  musicCues(project, starts, total, list);
  return list;
}
