import { create } from 'zustand';

interface VoiceChoiceStore {
  /** The device voice picked (its voiceURI); null means the first listed. */
  voiceId: string | null;
  rate: number;
  setVoiceId(voiceId: string): void;
  setRate(rate: number): void;
}

/** The reader's device voice and speed, shared by every part on the page and by the slideshow. */
export const useVoiceChoiceStore = create<VoiceChoiceStore>((set) => ({
  voiceId: null,
  rate: 1,
  setVoiceId: (voiceId) => set({ voiceId }),
  setRate: (rate) => set({ rate }),
}));
