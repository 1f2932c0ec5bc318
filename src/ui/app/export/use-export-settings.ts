/**
 * The export settings' state: the options the creator chose (remembered between exports), fitted to the
 * project as it is now, and what they come to — duration, frames, size, or why they cannot be exported.
 */
import { allowedStorage } from '../../api/browser-ports.ts';
import { useMemo, useState } from 'react';
import {
  maxExportSeconds,
  sizePresets,
  type AccountTier,
  type SizePreset,
} from '../../../shared/export/options.ts';
import { useEditorState } from '../../store/use-editor.ts';
import {
  loadExportOptions,
  parseStoredOptions,
  saveExportOptions,
  summarizeOptions,
  type DialogOptions,
  type OptionsSummary,
} from './export-options.ts';
import { formatClock, ltr } from './format.ts';

export type TierState =
  { kind: 'loading' } | { kind: 'known'; tier: AccountTier } | { kind: 'failed'; error: string };

export interface ExportSettings {
  options: DialogOptions;
  /** The sizes offered, the project's own first. */
  presets: SizePreset[];
  sceneIndex: number;
  summary: OptionsSummary;
  /** The longest export the account allows, as the dialog prints it. */
  limit: string;
  canStart: boolean;
  change(patch: Partial<DialogOptions>): void;
}

export function useExportSettings(tierState: TierState): ExportSettings {
  const project = useEditorState((s) => s.project);
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  const [chosen, setChosen] = useState(() => loadExportOptions(allowedStorage(), project));

  // The options as they fit the project now (its format may have changed since they were chosen).
  const options = useMemo(() => parseStoredOptions(JSON.stringify(chosen), project), [chosen, project]);
  const presets = useMemo(() => sizePresets(project), [project]);
  // Until the account is known the larger limit applies to the estimate; Export waits for the answer.
  const tier: AccountTier =
    tierState.kind === 'known' ? tierState.tier : tierState.kind === 'failed' ? 'free' : 'pro';
  const summary = useMemo(
    () => summarizeOptions(project, options, { tier, sceneIndex }),
    [project, options, tier, sceneIndex],
  );

  const change = (patch: Partial<DialogOptions>) => {
    const next = { ...options, ...patch };
    setChosen(next);
    saveExportOptions(allowedStorage(), next);
  };
  const limit = ltr(formatClock(maxExportSeconds(tier)));
  const canStart = summary.ok && tierState.kind !== 'loading';
  return { options, presets, sceneIndex, summary, limit, canStart, change };
}
