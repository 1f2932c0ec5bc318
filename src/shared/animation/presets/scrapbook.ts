/** scrapbook: does nothing. */
import { identityState } from '../state.ts';
import type { PresetFn } from './common.ts';

export const scrapbook: PresetFn = () => identityState();
