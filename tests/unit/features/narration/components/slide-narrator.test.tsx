import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SlideNarrator } from '@/features/narration';
import { narrationKey } from '@/features/narration/data/keep-narration-audio';
import { useVoiceChoiceStore } from '@/features/narration/store/voice-choice-store';
import { STORAGE_KEYS } from '@/offline/storage-keys';

/** A speechSynthesis that "speaks" each utterance for 100 ms and records what it was given. */
/** The speed each utterance was given, in order. */
const rates: number[] = [];

function installSpeech() {
  const spoken: string[] = [];
  rates.length = 0;
  let current: SpeechSynthesisUtterance | null = null;
  const synth = {
    speak: (utterance: SpeechSynthesisUtterance) => {
      current = utterance;
      spoken.push(utterance.text);
      rates.push(utterance.rate);
      setTimeout(() => utterance.onstart?.(new Event('start') as SpeechSynthesisEvent), 1);
      setTimeout(
        () => current === utterance && utterance.onend?.(new Event('end') as SpeechSynthesisEvent),
        100,
      );
    },
    cancel: () => {
      current = null;
    },
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: () => [],
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      voice: SpeechSynthesisVoice | null = null;
      rate = 1;
      onstart: ((event: Event) => void) | null = null;
      onend: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  return spoken;
}

const text = 'The lantern flickered. Maya held her breath. Then the door opened.';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SlideNarrator', () => {
  it('reads the part sentence by sentence with its progress, then says the part is done once', async () => {
    const spoken = installSpeech();
    const onFinished = vi.fn();
    render(
      <SlideNarrator
        storyId="story-1"
        segmentId="part-1"
        text={text}
        audioUrl={null}
        onFinished={onFinished}
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(160);
    });
    expect(
      screen
        .getByRole('progressbar', { name: 'Reading progress of this part' })
        .getAttribute('aria-valuetext'),
    ).toBe('Sentence 2 of 3');
    expect(onFinished).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(spoken).toEqual([
      'The lantern flickered.',
      'Maya held her breath.',
      'Then the door opened.',
    ]);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('reads at the speed the reader chose for the page', async () => {
    installSpeech();
    useVoiceChoiceStore.getState().setRate(1.25);
    render(
      <SlideNarrator
        storyId="story-1"
        segmentId="part-1"
        text={text}
        audioUrl={null}
        onFinished={vi.fn()}
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(rates).toEqual([1.25, 1.25, 1.25]);
    useVoiceChoiceStore.getState().setRate(1);
  });

  it('does not turn the page when the reader stops it midway', async () => {
    installSpeech();
    const onFinished = vi.fn();
    const { unmount } = render(
      <SlideNarrator
        storyId="story-1"
        segmentId="part-1"
        text={text}
        audioUrl={null}
        onFinished={onFinished}
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120);
    });
    unmount();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('plays the part’s kept cloud narration instead of the device voice', () => {
    const spoken = installSpeech();
    localStorage.setItem(
      STORAGE_KEYS.narrationAudio,
      JSON.stringify({
        [narrationKey('story-1', 'part-1', text)]:
          'https://project.example/storage/v1/object/public/story-audio/p.mp3',
      }),
    );
    render(
      <SlideNarrator
        storyId="story-1"
        segmentId="part-1"
        text={text}
        audioUrl={null}
        onFinished={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Narration of this part').getAttribute('src')).toBe(
      'https://project.example/storage/v1/object/public/story-audio/p.mp3',
    );
    expect(spoken).toEqual([]);
  });

  it('reads a rewritten part with the device voice rather than the old part’s narration', () => {
    installSpeech();
    localStorage.setItem(
      STORAGE_KEYS.narrationAudio,
      JSON.stringify({
        [narrationKey('story-1', 'part-1', 'The old words.')]: 'https://project.example/old.mp3',
      }),
    );
    render(
      <SlideNarrator
        storyId="story-1"
        segmentId="part-1"
        text={text}
        audioUrl={null}
        onFinished={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText('Narration of this part')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Reading progress of this part' })).toBeTruthy();
  });
});
