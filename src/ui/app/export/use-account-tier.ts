/** The account's tier for the export dialog: remembered per editor, asked again each time the dialog opens. */
import { useEffect, useEffectEvent, useState } from 'react';
import type { AccountTier } from '../../../shared/export/options.ts';
import type { ExportJob } from './export-job.ts';
import type { TierState } from './use-export-settings.ts';

/** The account's tier as last answered, per editor (its export job). */
const knownTiers = new WeakMap<ExportJob, TierState>();

export function useAccountTier(job: ExportJob, load: () => Promise<AccountTier>): TierState {
  // The tier this editor learnt before shows at once while it is asked again.
  const [tier, setTier] = useState<TierState>(() => knownTiers.get(job) ?? { kind: 'loading' });
  const loadTier = useEffectEvent(() => load());
  useEffect(() => {
    let current = true;
    loadTier().then(
      (value) => {
        const known: TierState = { kind: 'known', tier: value };
        knownTiers.set(job, known);
        if (current) setTier(known);
      },
      (error: unknown) => {
        if (current && !knownTiers.has(job)) setTier({ kind: 'failed', error: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [job]);
  return tier;
}
