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
  const { voiceId, rate } = useVoiceChoiceStore();
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const deviceVoice = typeof window !== 'undefined' && 'speechSynthesis' in window;

  useEffect(() => {
    if (cloud || !deviceVoice) return;
    let leaving = false;
    const narration = speakPieces(pieces, {
      voice: pickVoice(voiceId),
      rate,
      onPiece: setReading,
      onEnd: () => {
        if (!leaving) finished.current();
      },
    });
    return () => {
      leaving = true;
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
  if (!deviceVoice) return <p className={styles.status}>This device cannot read aloud.</p>;
  const total = Math.max(pieces.length, 1);
  return (
    <div className={styles.narrator}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Reading progress of this part"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={reading + 1}
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
