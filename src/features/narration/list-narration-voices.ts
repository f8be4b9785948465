// The device voices a reader can pick, in the story's language first, each marked when it works
// offline (localService voices are on the device; the others stream from a speech service).

export interface NarrationVoice {
  id: string;
  name: string;
  lang: string;
  worksOffline: boolean;
  isDefault: boolean;
}

export function listNarrationVoices(
  voices: readonly SpeechSynthesisVoice[],
  language = 'en',
): NarrationVoice[] {
  const base = language.toLowerCase().split('-')[0] ?? 'en';
  return voices
    .filter((voice) => voice.lang.toLowerCase().startsWith(base))
    .map((voice) => ({
      id: voice.voiceURI,
      name: voice.name,
      lang: voice.lang,
      worksOffline: voice.localService,
      isDefault: voice.default,
    }))
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        Number(b.worksOffline) - Number(a.worksOffline) ||
        a.name.localeCompare(b.name),
    );
}

/** The voice to use when offline: the chosen one if it works offline, else the first that does. */
export function pickOfflineVoice(
  voices: NarrationVoice[],
  chosenId: string | null,
): NarrationVoice | undefined {
  const chosen = voices.find((voice) => voice.id === chosenId);
  return chosen?.worksOffline ? chosen : voices.find((voice) => voice.worksOffline);
}
