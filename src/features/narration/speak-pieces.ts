import type { SentencePiece } from './split-sentences';

export interface Narration {
  pause(): void;
  resume(): void;
  stop(): void;
}

interface SpeakOptions {
  voice: SpeechSynthesisVoice | null;
  rate: number;
  onPiece(index: number): void;
  onEnd(): void;
}

/** Chrome drops an utterance that nothing references before it is spoken; this keeps the current one alive. */
const alive: { utterance: SpeechSynthesisUtterance | null } = { utterance: null };

/**
 * Speaks the pieces one utterance at a time (Chrome stops a single long utterance after about 15 s).
 * A new narration never calls speak() in the same tick as cancel(): Chrome then drops the new one.
 */
export function speakPieces(pieces: readonly SentencePiece[], { voice, rate, onPiece, onEnd }: SpeakOptions): Narration {
  const synth = window.speechSynthesis;
  let stopped = false;
  const speakAt = (index: number) => {
    if (stopped) return;
    const piece = pieces[index];
    if (!piece) {
      alive.utterance = null;
      onEnd();
      return;
    }
    const utterance = new SpeechSynthesisUtterance(piece.text);
    if (voice) utterance.voice = voice;
    utterance.rate = rate;
    utterance.onstart = () => onPiece(index);
    utterance.onend = () => speakAt(index + 1);
    utterance.onerror = (event) => {
      if (event.error !== 'interrupted' && event.error !== 'canceled') speakAt(index + 1);
    };
    alive.utterance = utterance;
    synth.speak(utterance);
  };
  synth.cancel();
  setTimeout(() => speakAt(0), 50);
  return {
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop: () => {
      stopped = true;
      alive.utterance = null;
      synth.cancel();
      onEnd();
    },
  };
}
