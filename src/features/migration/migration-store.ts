import { create } from 'zustand';
import type { MigrationProgress, MigrationResult } from '@/offline';

/** State of the 'Save Your Stories' dialog; Settings opens it again through openSaveYourStories. */
interface MigrationDialogState {
  open: boolean;
  storyCount: number;
  working: boolean;
  progress: MigrationProgress | null;
  result: MigrationResult | null;
  failedCount: number;
  set: (changes: Partial<Omit<MigrationDialogState, 'set'>>) => void;
}

export const useMigrationStore = create<MigrationDialogState>()((set) => ({
  open: false,
  storyCount: 0,
  working: false,
  progress: null,
  result: null,
  failedCount: 0,
  set: (changes) => set(changes),
}));
