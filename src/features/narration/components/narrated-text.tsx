import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { button } from '@/ui';
import { listNarrationVoices, type NarrationVoice } from '../list-narration-voices';
import { speakPieces, type Narration } from '../speak-pieces';
import { splitSentences } from '../split-sentences';
import { useVoiceChoiceStore } from '../store/voice-choice-store';
import * as styles from './narrated-text.css';

type State = 'idle' | 'speaking' | 'paused';

const subscribeToNothing = () => () => {};

/**
 * Whether the device can read aloud. A page rendered on the server shows the controls (nearly every
 * browser has speech), so hydrating it matches the markup and nothing moves when the app starts.
 */
function useSpeechSupported(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => 'speechSynthesis' in window,
    () => true,
  );
}

function useDeviceVoices(): { voices: NarrationVoice[]; raw: SpeechSynthesisVoice[] } {
  const [raw, setRaw] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const read = () => setRaw(window.speechSynthesis.getVoices());
    read();
    window.speechSynthesis.addEventListener('voiceschanged', read);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', read);
  }, []);
  return {
    voices: useMemo(
      () => listNarrationVoices(raw, globalThis.document?.documentElement.lang || 'en'),
      [raw],
    ),
    raw,
  };
}

/** Story text read aloud with the device's voices, sentence by sentence, the sentence being read highlighted. */
export function NarratedText({ text }: { text: string }) {
  const pieces = useMemo(() => splitSentences(text), [text]);
  const { voices, raw } = useDeviceVoices();
  const { voiceId, rate, setVoiceId, setRate } = useVoiceChoiceStore();
  const [state, setState] = useState<State>('idle');
  const [readingIndex, setReadingIndex] = useState<number | null>(null);
  const narration = useRef<Narration | null>(null);
  const spans = useRef<(HTMLSpanElement | null)[]>([]);
  const ids = { voice: useId(), rate: useId() };
  const supported = useSpeechSupported();

  useEffect(() => () => narration.current?.stop(), []);
  useEffect(() => {
    if (readingIndex !== null)
      spans.current[readingIndex]?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [readingIndex]);

  const play = () => {
    const voice =
      raw.find((candidate) => candidate.voiceURI === (voiceId ?? voices[0]?.id)) ?? null;
    setState('speaking');
    narration.current = speakPieces(pieces, {
      voice,
      rate,
      onPiece: setReadingIndex,
      onEnd: () => {
        setState('idle');
        setReadingIndex(null);
      },
    });
  };

  return (
    <div className={styles.wrapper}>
      {supported ? (
        <div className={styles.controls} role="group" aria-label="Read aloud">
          {state === 'idle' ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={play}>
              Read aloud
            </button>
          ) : null}
          {state === 'speaking' ? (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              onClick={() => {
                narration.current?.pause();
                setState('paused');
              }}
            >
              Pause
            </button>
          ) : null}
          {state === 'paused' ? (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              onClick={() => {
                narration.current?.resume();
                setState('speaking');
              }}
            >
              Resume
            </button>
          ) : null}
          {state !== 'idle' ? (
            <button
              type="button"
              className={button({ tone: 'quiet' })}
              onClick={() => narration.current?.stop()}
            >
              Stop
            </button>
          ) : null}
          {voices.length > 0 ? (
            <>
              <label htmlFor={ids.voice}>Voice</label>
              <select
                id={ids.voice}
                className={styles.select}
                value={voiceId ?? voices[0]?.id}
                onChange={(event) => setVoiceId(event.target.value)}
                disabled={state !== 'idle'}
              >
                {voices.map((voice) => (
                  <option key={voice.id} value={voice.id}>
                    {voice.name}
                    {voice.worksOffline ? ' (works offline)' : ''}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <label htmlFor={ids.rate}>Speed</label>
          <select
            id={ids.rate}
            className={styles.select}
            value={rate}
            onChange={(event) => setRate(Number(event.target.value))}
            disabled={state !== 'idle'}
          >
            <option value={0.75}>Slow</option>
            <option value={1}>Normal</option>
            <option value={1.25}>Fast</option>
          </select>
        </div>
      ) : null}
      <p className={styles.text}>
        {pieces.map((piece, index) => (
          <span
            key={piece.start}
            ref={(element) => {
              spans.current[index] = element;
            }}
            className={index === readingIndex ? styles.reading : undefined}
          >
            {piece.text}{' '}
          </span>
        ))}
      </p>
    </div>
  );
}
