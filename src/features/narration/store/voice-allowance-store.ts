import { create } from 'zustand';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { readVoiceAllowance, type VoiceAllowance } from '../data/request-narration';

type Allowance =
  | { status: 'unknown' }
  | { status: 'unavailable' }
  | { status: 'ready'; allowance: VoiceAllowance };

interface VoiceAllowanceStore {
  current: Allowance;
  /** Asks the server once whether cloud narration exists here and how much of this month's voice limit is used. */
  load(endpoint: FunctionsEndpoint): void;
  update(allowance: VoiceAllowance): void;
}

/** One answer for every narration control on the page, so a generation updates all their limit states. */
export const useVoiceAllowanceStore = create<VoiceAllowanceStore>((set) => ({
  current: { status: 'unknown' },
  load: (endpoint) => {
    readVoiceAllowance(endpoint).then(
      (allowance) => set({ current: { status: 'ready', allowance } }),
      () => set({ current: { status: 'unavailable' } }),
    );
  },
  update: (allowance) => set({ current: { status: 'ready', allowance } }),
}));
