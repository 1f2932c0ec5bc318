import { describe, expect, it } from 'vitest';
import {
  CAPTION_PRESET_NAMES,
  CAPTION_PRESETS,
  captionPresetOf,
} from '../../../src/shared/captions/caption-presets.ts';
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from '../../../src/shared/model/text-style.ts';
import { patchSubtitleStyle, subtitlePatchProblem } from '../../../src/ui/app/speech/subtitle-style.ts';

describe('caption style edits', () => {
  it('take lines 1 or 2 and 12 to 60 whole characters per line, and the known animations', () => {
    expect(subtitlePatchProblem({ maxLines: 1, maxCharsPerLine: 12, animation: 'karaoke' })).toBeUndefined();
    expect(subtitlePatchProblem({ maxLines: 3 as 2 })).toBe('maxLines 3: must be a number from 1 to 2');
    expect(subtitlePatchProblem({ maxCharsPerLine: 61 })).toBe(
      'maxCharsPerLine 61: must be a number from 12 to 60',
    );
    expect(subtitlePatchProblem({ maxCharsPerLine: 20.5 })).toBe(
      'maxCharsPerLine 20.5: must be a whole number from 12 to 60',
    );
    expect(subtitlePatchProblem({ animation: 'wiggle' as SubtitleStyle['animation'] })).toBe(
      'animation wiggle: must be one of none, highlight, pop, karaoke',
    );
  });

  it('apply a preset as one patch that sets all its fields, keeping the font and placement', () => {
    const mine: SubtitleStyle = { ...DEFAULT_SUBTITLE_STYLE, fontFamily: 'Lato', position: 'top', top: 120 };
    for (const name of CAPTION_PRESET_NAMES) {
      expect(subtitlePatchProblem(CAPTION_PRESETS[name])).toBeUndefined();
      const styled = patchSubtitleStyle(mine, CAPTION_PRESETS[name]);
      expect(captionPresetOf(styled)).toBe(name);
      expect(styled).toMatchObject({ fontFamily: 'Lato', position: 'top', top: 120 });
    }
    // Changing one field afterwards leaves the preset: the look is then the creator's own.
    const edited = patchSubtitleStyle(patchSubtitleStyle(mine, CAPTION_PRESETS.karaoke), {
      highlightColor: '#ff0000',
    });
    expect(captionPresetOf(edited)).toBeUndefined();
  });
});
