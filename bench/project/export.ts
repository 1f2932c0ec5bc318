/**
 * The export benchmark's projects: the first clips of the heavy project (its transitions, videos, avatar,
 * animated text, speech and music, as a creator would export them), and a long project of simple clips —
 * one looping stock video, a text and a shape each — for what an export holds over many minutes.
 */
import type { LibraryResponse } from '../../src/shared/api/library.ts';
import { heavyProject } from './heavy.ts';
import type { Raw } from './layers.ts';
import { shapeLayer, textLayer, videoLayer } from './layers.ts';

const NO_TRANSITION = { name: 'none', displayName: 'None', duration: 0.5, params: {} };

/** The heavy project's first `clips` clips; the last one ends without a transition. */
export function heavySlice(library: LibraryResponse, clips: number): Raw {
  const heavy = heavyProject(library);
  const kept = (heavy.clips as Raw[])
    .slice(0, clips)
    .map((clip, i) => (i === clips - 1 ? { ...clip, transition: NO_TRANSITION } : clip));
  return { ...heavy, title: `Benchmark: heavy, ${clips} clips`, clips: kept };
}

/** `clips` clips of `seconds` each: a looping stock video, a text and a shape, music under all of them. */
export function longProject(library: LibraryResponse, clips: number, seconds: number): Raw {
  const heavy = heavyProject(library);
  const first = (heavy.clips as Raw[])[0] as Raw;
  const videos = library.videos.filter((v) => v.width >= v.height);
  return {
    ...heavy,
    title: `Benchmark: ${clips} × ${seconds} s`,
    clips: Array.from({ length: clips }, (_, c): Raw => {
      const video = videos[c % videos.length];
      if (video === undefined) throw new Error('bench project: the library has no landscape video');
      return {
        id: `long-${c}`,
        duration: seconds,
        bgColor: '#0f172a',
        speech: { type: 'duration', text: '', duration: seconds },
        transition: NO_TRANSITION,
        bgmId: first.bgmId,
        bgm: first.bgm,
        layers: [
          videoLayer(`l${c}-video`, video, { left: 160, top: 90, width: 1600, height: 900 }),
          textLayer(
            `l${c}-text`,
            `Part ${c + 1}`,
            { left: 200, top: 120, width: 900, height: 110 },
            '#ffffff',
            {
              enter: 'fadein',
              exit: 'fadeout',
              preset: 'pulse',
            },
          ),
          shapeLayer(`l${c}-rect`, 'rect', { left: 40, top: 20, width: 400, height: 100 }, '#f59e0b'),
        ],
      };
    }),
  };
}
