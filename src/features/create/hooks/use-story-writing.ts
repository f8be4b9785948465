import { useCallback, useEffect, useRef, useState } from 'react';
import type { FindDeviceStoryWriter } from '@/lib/device-story-writer';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import type { LocalSegment, LocalStory } from '@/offline';
import { continueStory } from '../data/continue-story';
import { StoryLimitError, type GeneratedStorySegment } from '../data/generate-segment';
import { undoNewBranch } from '../data/undo-new-branch';
import type { StorySettings } from '../store/story-settings';

/** A branch just started from an earlier part, until the reader undoes it or writes on. */
export interface NewBranch {
  segmentId: string;
  position: number;
  previousLeafId: string | undefined;
}

export type Writing =
  | { status: 'idle' }
  | { status: 'writing'; text: string }
  | { status: 'cancelled'; retry: () => void }
  | { status: 'failed'; message: string; retry: () => void; limitReached: boolean };

interface StoryWritingInput {
  story: LocalStory | null | undefined;
  segments: LocalSegment[] | undefined;
  settings: StorySettings | null;
  /** The parts of the branch shown, first to last. */
  branchSegments: LocalSegment[];
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  findDeviceWriter?: FindDeviceStoryWriter;
  /** Shows the branch through a part: the one just written, or the one left when a branch is undone. */
  follow: (segmentId: string) => void;
}

/**
 * Writing a story's next part: the opening of an unwritten story, a choice, the ending, a rewrite
 * of the last part or a new branch from an earlier one; the text as it streams, a failure with its
 * retry, the built-in storyteller's note and the new branch the reader may undo.
 */
/** Why the built-in storyteller wrote the part just written when another writer was asked; each part's caption says who wrote it. */
function writerNote(segment: GeneratedStorySegment): string | null {
  if (segment.source !== 'storyteller') return null;
  if (segment.fallbackReason)
    return `Why the built-in storyteller wrote it: ${segment.fallbackReason}.`;
  if (segment.deviceModel)
    return `This device's model (${segment.deviceModel}) wrote nothing fit to show, so the built-in storyteller wrote it.`;
  return null;
}

export function useStoryWriting({
  story,
  segments,
  settings,
  branchSegments,
  endpoint,
  online,
  findDeviceWriter,
  follow,
}: StoryWritingInput) {
  const [newBranch, setNewBranch] = useState<NewBranch | null>(null);
  const [writing, setWriting] = useState<Writing>({ status: 'idle' });
  const [fallbackNote, setFallbackNote] = useState<string | null>(null);
  const openingRequested = useRef(false);
  const writingNow = useRef<AbortController | null>(null);

  const write = useCallback(
    (
      from: LocalSegment[],
      choice: string,
      finish: boolean,
      replace?: LocalSegment,
      onWritten?: (segmentId: string) => void,
    ) => {
      if (!story || !settings) return;
      setNewBranch(null);
      const run = async () => {
        const controller = new AbortController();
        writingNow.current = controller;
        setFallbackNote(null);
        setWriting({ status: 'writing', text: '' });
        try {
          const segment = await continueStory({
            story,
            settings,
            branch: from,
            choice,
            finish,
            replace,
            endpoint,
            online,
            findDeviceWriter,
            onText: (text) => {
              if (!controller.signal.aborted) setWriting({ status: 'writing', text });
            },
            signal: controller.signal,
          });
          setFallbackNote(writerNote(segment));
          follow(segment.segmentId);
          onWritten?.(segment.segmentId);
          setWriting({ status: 'idle' });
        } catch (error) {
          if (controller.signal.aborted) {
            setWriting({ status: 'cancelled', retry: () => void run() });
            return;
          }
          setWriting({
            status: 'failed',
            message: error instanceof Error ? error.message : 'The story could not continue.',
            retry: () => void run(),
            limitReached: error instanceof StoryLimitError,
          });
        } finally {
          if (writingNow.current === controller) writingNow.current = null;
        }
      };
      void run();
    },
    [story, settings, endpoint, online, findDeviceWriter, follow],
  );

  useEffect(() => {
    // segment_count is the server's: a story synced from another device may arrive before its parts.
    const unwritten = story?.segment_count === 0 && segments?.length === 0;
    if (unwritten && settings && !openingRequested.current) {
      openingRequested.current = true;
      write([], '', false);
    }
  }, [segments, story, settings, write]);

  const leaf = branchSegments[branchSegments.length - 1];
  return {
    writing,
    busy: writing.status === 'writing',
    /** Stops the part being written; the story stays as it was. */
    cancel: () => writingNow.current?.abort(),
    fallbackNote,
    newBranch,
    choose: (choice: string) => write(branchSegments, choice, false),
    finish: () => write(branchSegments, '', true),
    rewriteLast: () => {
      if (leaf) write(branchSegments.slice(0, -1), leaf.triggering_choice_text ?? '', false, leaf);
    },
    /** Writes a new part after the part at `index` of the branch shown, starting a new branch. */
    branchFrom: (index: number, choice: string) => {
      const previousLeafId = leaf?.id;
      write(branchSegments.slice(0, index + 1), choice, false, undefined, (segmentId) =>
        setNewBranch({ segmentId, position: index + 1, previousLeafId }),
      );
    },
    undo: async (started: NewBranch) => {
      setNewBranch(null);
      await undoNewBranch(started.segmentId);
      if (started.previousLeafId) follow(started.previousLeafId);
    },
  };
}
