import { useEffect, useMemo, useRef, useState } from 'react';
import { narrationKey, readNarrationAudio } from '../data/keep-narration-audio';
import { listNarrationVoices } from '../list-narration-voices';
import { speakPieces } from '../speak-pieces';
import { splitSentences } from '../split-sentences';
import { useVoiceChoiceStore } from '../store/voice-choice-store';
import * as styles from './slide-narrator.css';

interface SlideNarratorProps {
  storyId: string;
  segmentId: string;
  text: string;
  /** The part's cloud narration when it has one; the device voice reads it otherwise. */
  audioUrl: string | null;
  /** Called once the part has been read to its end (never when the reader stops it). */
  onFinished(): void;
}

const NO_VOICE_AFTER_MS = 4_000;

const NO_VOICE_MESSAGE =
  'No voice is available on this device, so the story cannot be read aloud here. Press Play to turn the pages by themselves.';

/** The voice picked in the reader, else the first listed for the page's language. */
function pickVoice(voiceId: string | null): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices();
  const preferred =
    voiceId ?? listNarrationVoices(voices, document.documentElement.lang || 'en')[0]?.id;
  return voices.find((voice) => voice.voiceURI === preferred) ?? null;
}

/** Reads one slideshow part aloud as soon as it is shown: its cloud narration if kept, else the device voice, with its progress. */
export function SlideNarrator({
  storyId,
  segmentId,
  text,
  audioUrl,
  onFinished,
}: SlideNarratorProps) {
  const pieces = useMemo(() => splitSentences(text), [text]);
  const [cloud, setCloud] = useState(
    () => readNarrationAudio(narrationKey(storyId, segmentId, text)) ?? audioUrl,
  );
  const [reading, setReading] = useState(0);
  const [started, setStarted] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const { voiceId, rate } = useVoiceChoiceStore();
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const deviceVoice = typeof window !== 'undefined' && 'speechSynthesis' in window;

  useEffect(() => {
    if (cloud || !deviceVoice) return;
    let leaving = false;
    let spoke = false;
    const narration = speakPieces(pieces, {
      voice: pickVoice(voiceId),
      rate,
      onPiece: (index) => {
        spoke = true;
        setStarted(true);
        setReading(index);
      },
      onEnd: () => {
        if (!leaving) finished.current();
      },
      onUnavailable: () => {
        leaving = true;
        setUnavailable(true);
      },
    });
    // A device without voices may neither speak nor report an error; silence this long means none.
    const silence = setTimeout(() => {
      if (spoke) return;
      leaving = true;
      narration.stop();
      setUnavailable(true);
    }, NO_VOICE_AFTER_MS);
    return () => {
      leaving = true;
      clearTimeout(silence);
      narration.stop();
    };
  }, [cloud, deviceVoice, pieces, voiceId, rate]);

  if (cloud) {
    return (
      <div className={styles.narrator}>
        {/* The words read are the part's text on the slide, which is what captions would repeat. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio
          src={cloud}
          autoPlay
          controls
          aria-label="Narration of this part"
          onEnded={() => finished.current()}
          onError={() => setCloud(null)}
        />
      </div>
    );
  }
  if (!deviceVoice || unavailable) {
    return (
      <p className={styles.unavailable} role="alert">
        {NO_VOICE_MESSAGE}
      </p>
    );
  }
  const total = Math.max(pieces.length, 1);
  return (
    <div className={styles.narrator}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Reading progress of this part"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={started ? reading + 1 : 0}
        aria-valuetext={`Sentence ${reading + 1} of ${total}`}
      >
        <div className={styles.fill} style={{ width: `${((reading + 1) / total) * 100}%` }} />
      </div>
      <p className={styles.status}>
        Reading sentence {reading + 1} of {total}
      </p>
    </div>
  );
}
