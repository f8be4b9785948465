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
  /** The device has no voice to speak with; nothing more is tried. */
  onUnavailable?(): void;
}

/** speechSynthesis errors that mean no voice can speak here at all, rather than one sentence failing. */
const NO_VOICE_ERRORS = new Set([
  'synthesis-unavailable',
  'voice-unavailable',
  'audio-hardware',
  'not-allowed',
]);

/** Chrome drops an utterance that nothing references before it is spoken; this keeps the current one alive. */
const alive: { utterance: SpeechSynthesisUtterance | null } = { utterance: null };

/**
 * Speaks the pieces one utterance at a time (Chrome stops a single long utterance after about 15 s).
 * A new narration never calls speak() in the same tick as cancel(): Chrome then drops the new one.
 */
export function speakPieces(
  pieces: readonly SentencePiece[],
  { voice, rate, onPiece, onEnd, onUnavailable }: SpeakOptions,
): Narration {
  const synth = window.speechSynthesis;
  let stopped = false;
  // A failure before anything was heard means this device cannot speak, not that one sentence failed.
  let spoke = false;
  const giveUp = () => {
    stopped = true;
    alive.utterance = null;
    onUnavailable?.();
  };
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
    utterance.onstart = () => {
      spoke = true;
      onPiece(index);
    };
    utterance.onend = () => {
      if (!spoke && onUnavailable) giveUp();
      else speakAt(index + 1);
    };
    utterance.onerror = (event) => {
      const silent = !spoke && event.error !== 'interrupted' && event.error !== 'canceled';
      if (onUnavailable && (NO_VOICE_ERRORS.has(event.error) || silent)) giveUp();
      else if (event.error !== 'interrupted' && event.error !== 'canceled') speakAt(index + 1);
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
