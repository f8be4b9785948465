import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { button } from '@/ui';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { MediaRequestError } from '@/lib/call-media-function';
import { requestNarration } from '../data/request-narration';
import { limitState, remainingOf } from '@shared/tier-rules.ts';
import { keepNarrationAudio, narrationKey, readNarrationAudio } from '../data/keep-narration-audio';
import {
  readVoiceAllowanceQueryOptions,
  voiceAllowanceQueryKey,
} from '../data/read-voice-allowance';
import * as styles from './cloud-narration.css';

/** The longest text one cloud narration takes (generate-audio's limit). */
export const CLOUD_NARRATION_MAX_CHARS = 20000;

export interface NarrationErrorActions {
  retry(): void;
  dismiss(): void;
}

interface CloudNarrationProps {
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  storyId: string;
  /** The part narrated; null narrates the whole story. */
  segmentId: string | null;
  text: string;
  /** A narration already on the segment (synced from another device). */
  audioUrl?: string | null;
  /** "this part" or "the whole story", for the button and the player's name. */
  subject: string;
  /** How a failure is shown (the route passes the error screen's 'continue without feature' variant). */
  renderError(error: unknown, actions: NarrationErrorActions): ReactNode;
}

const subscribeToNothing = () => () => {};

type Making =
  | { status: 'idle' }
  | { status: 'making' }
  | { status: 'refused'; message: string }
  | { status: 'failed'; error: unknown };

/**
 * Narration by the server's voice, when it has one: made on request, counted against the month's
 * voice limit (warning at 2 or fewer, 'limit reached' at 0), then played from the device, offline too.
 * Without a provider it shows nothing and the device voices stay the way to listen.
 */
export function CloudNarration({
  endpoint,
  online,
  storyId,
  segmentId,
  text,
  audioUrl = null,
  subject,
  renderError,
}: CloudNarrationProps) {
  const key = narrationKey(storyId, segmentId, text);
  // The device's own narration is read after hydration (the server's snapshot has none), so a
  // page the server rendered hydrates as it was drawn.
  const keptOnDevice = useSyncExternalStore(
    subscribeToNothing,
    () => readNarrationAudio(key),
    () => null,
  );
  const [made, setKept] = useState<string | null>(null);
  const kept = made ?? keptOnDevice ?? audioUrl;
  const [making, setMaking] = useState<Making>({ status: 'idle' });
  const queryClient = useQueryClient();
  const { data: allowance = null } = useQuery({
    ...readVoiceAllowanceQueryOptions(endpoint ?? { supabaseUrl: '', anonKey: '' }),
    enabled: endpoint !== null && online,
  });

  const make = () => {
    if (!endpoint) return;
    setMaking({ status: 'making' });
    requestNarration(endpoint, {
      text: text.slice(0, CLOUD_NARRATION_MAX_CHARS),
      story_id: storyId,
      segment_id: segmentId,
    })
      .then(async ({ audioUrl: made, allowance }) => {
        queryClient.setQueryData(voiceAllowanceQueryKey(endpoint), allowance);
        await keepNarrationAudio(key, made, segmentId);
        setKept(made);
        setMaking({ status: 'idle' });
      })
      .catch((error: unknown) => {
        if (error instanceof MediaRequestError && error.reason === 'limit')
          setMaking({ status: 'refused', message: error.message });
        else if (error instanceof MediaRequestError && error.reason === 'unavailable')
          setMaking({ status: 'idle' });
        else setMaking({ status: 'failed', error });
      });
  };

  const state = allowance ? limitState(allowance.used, allowance.limit) : null;
  const remaining = allowance ? remainingOf(allowance.used, allowance.limit) : null;
  const canMake = allowance !== null && online && state !== 'reached' && making.status !== 'making';
  if (!kept && !allowance) return null;

  return (
    <div className={styles.cloud}>
      {kept ? (
        // The narrated words are the story text shown beside the player, which is what captions would repeat.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          className={styles.audio}
          controls
          preload="auto"
          src={kept}
          aria-label={`Cloud narration of ${subject}`}
        />
      ) : null}
      {allowance ? (
        <div className={styles.row} aria-live="polite">
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={!canMake}
            onClick={make}
          >
            {kept
              ? `Narrate ${subject} again with the cloud voice`
              : `Narrate ${subject} with the cloud voice`}
          </button>
          {making.status === 'making' ? (
            <p className={styles.status}>Making the narration…</p>
          ) : null}
          {state === 'low' ? (
            <p className={styles.warning}>Only {remaining} voice narrations left this month</p>
          ) : null}
          {state === 'reached' || making.status === 'refused' ? (
            <p className={styles.warning}>
              limit reached
              {making.status === 'refused'
                ? `: ${making.message}`
                : ` — all ${allowance.limit} voice narrations of your ${allowance.tier} plan are used this month.`}
            </p>
          ) : null}
        </div>
      ) : null}
      {making.status === 'failed'
        ? renderError(making.error, { retry: make, dismiss: () => setMaking({ status: 'idle' }) })
        : null}
    </div>
  );
}
