import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { StoryLimitError } from '../../data/generate-segment';
import {
  useReadingBranch,
  useStory,
  useStorySegments,
  type LocalSegment,
  type LocalStory,
} from '@/offline';
import { BranchList, Page, button } from '@/ui';
import { continueStory } from '../../data/continue-story';
import { undoNewBranch } from '../../data/undo-new-branch';
import { readStorySettings } from '../../store/story-settings';
import { ChoicePanel } from './choice-panel';
import { DeviceOnlyHint } from './device-only-hint';
import { SegmentView } from './segment-view';
import * as styles from './story-page.css';

interface StoryPageProps {
  storyId: string;
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  /** Draws a part's picture; the route passes generated illustrations when they are available. */
  renderPicture?: (picture: {
    story: LocalStory;
    segment: LocalSegment;
    /** The part's position in the branch shown. */
    position: number;
    style: string;
    className: string;
  }) => ReactNode;
  /** What a finished branch leads to (reading, slideshow, export, publishing); "The end." alone otherwise. */
  renderEnding?: (story: LocalStory) => ReactNode;
  /**
   * What a story this device does not hold leads to, given the page's own message for it: a
   * shared link to someone else's published story is read elsewhere.
   */
  renderNotOnDevice?: (notOnDevice: ReactNode) => ReactNode;
}

/** A branch just started from an earlier part, until the reader undoes it or writes on. */
interface NewBranch {
  segmentId: string;
  position: number;
  previousLeafId: string | undefined;
}

type Writing =
  | { status: 'idle' }
  | { status: 'writing'; text: string }
  | { status: 'failed'; message: string; retry: () => void; limitReached: boolean };

/** Creating and continuing a story: its branch so far, choices, custom choices, rewrites, branches and the ending. */
export function StoryPage({
  storyId,
  endpoint,
  online,
  renderPicture,
  renderEnding,
  renderNotOnDevice,
}: StoryPageProps) {
  const story = useStory(storyId);
  const segments = useStorySegments(storyId);
  const { branches, branch, path, follow } = useReadingBranch(storyId, segments);
  const [newBranch, setNewBranch] = useState<NewBranch | null>(null);
  const [writing, setWriting] = useState<Writing>({ status: 'idle' });
  const [fallbackNote, setFallbackNote] = useState<string | null>(null);
  const openingRequested = useRef(false);
  const settings = useMemo(() => (story ? readStorySettings(story) : null), [story]);
  const leaf = path[path.length - 1]?.segment;

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
            onText: (text) => setWriting({ status: 'writing', text }),
          });
          setFallbackNote(
            segment.fallbackReason
              ? `The built-in storyteller wrote this part (${segment.fallbackReason}).`
              : null,
          );
          follow(segment.segmentId);
          onWritten?.(segment.segmentId);
          setWriting({ status: 'idle' });
        } catch (error) {
          setWriting({
            status: 'failed',
            message: error instanceof Error ? error.message : 'The story could not continue.',
            retry: () => void run(),
            limitReached: error instanceof StoryLimitError,
          });
        }
      };
      void run();
    },
    [story, settings, endpoint, online, follow],
  );

  useEffect(() => {
    // segment_count is the server's: a story synced from another device may arrive before its parts.
    const unwritten = story?.segment_count === 0 && segments?.length === 0;
    if (unwritten && settings && !openingRequested.current) {
      openingRequested.current = true;
      write([], '', false);
    }
  }, [segments, story, settings, write]);

  if (story === undefined || segments === undefined)
    return <p className={styles.meta}>Loading...</p>;
  if (story === null) {
    const notOnDevice = (
      <Page
        title="Story not found"
        lead="This story is not on this device. It may have been deleted, or it belongs to another account."
      />
    );
    return renderNotOnDevice ? renderNotOnDevice(notOnDevice) : notOnDevice;
  }

  const branchTo = (index: number, choice: string) => {
    const from = path.slice(0, index + 1).map((step) => step.segment);
    const previousLeafId = leaf?.id;
    write(from, choice, false, undefined, (segmentId) =>
      setNewBranch({ segmentId, position: index + 1, previousLeafId }),
    );
  };
  const undo = async (started: NewBranch) => {
    setNewBranch(null);
    await undoNewBranch(started.segmentId);
    if (started.previousLeafId) follow(started.previousLeafId);
  };
  const busy = writing.status === 'writing';
  const branchSegments = path.map((step) => step.segment);

  return (
    <Page
      title={story.title}
      lead={`${path.length} ${path.length === 1 ? 'part' : 'parts'} in this branch${online ? '' : ' · offline: the built-in storyteller is writing'}`}
    >
      {story.user_id ? null : <DeviceOnlyHint />}
      <BranchList branches={branches} currentLeafId={branch?.leaf.id} onFollow={follow} />
      {!settings ? (
        <p className={styles.notice}>
          This story was set up on another device, so it can be read here but not continued.
        </p>
      ) : null}
      <ol className={styles.segments}>
        {path.map((step, index) => {
          const child = path[index + 1]?.segment;
          const taken = new Set([
            child?.triggering_choice_text,
            ...(step.segment.id === leaf?.id ? step.segment.choices : []),
          ]);
          return (
            <li key={step.segment.id}>
              <SegmentView
                step={step}
                position={index + 1}
                illustrate={settings?.options.imagesEnabled ?? true}
                genre={story.genre ?? 'epic-fantasy'}
                age={story.target_age ?? '7-9'}
                pictureStyle={settings?.options.style ?? 'storybook'}
                onSwitchBranch={follow}
                otherChoices={
                  settings ? step.segment.choices.filter((choice) => !taken.has(choice)) : []
                }
                onBranch={(choice) => branchTo(index, choice)}
                busy={busy}
                renderPicture={
                  renderPicture
                    ? (className) =>
                        renderPicture({
                          story,
                          segment: step.segment,
                          position: index + 1,
                          style: settings?.options.style ?? 'storybook',
                          className,
                        })
                    : undefined
                }
              />
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" aria-busy={busy}>
        {writing.status === 'writing' ? (
          <p className={styles.writing}>{writing.text || 'Writing…'}</p>
        ) : null}
      </div>
      {writing.status === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{writing.message}</p>
          {writing.limitReached ? (
            <Link to="/pricing">See plans</Link>
          ) : (
            <button type="button" onClick={writing.retry}>
              Try Again
            </button>
          )}
        </div>
      ) : null}
      {fallbackNote ? <p className={styles.notice}>{fallbackNote}</p> : null}
      {newBranch ? (
        <div className={styles.notice} role="status">
          <p className={styles.noticeText}>
            A new branch was started after part {newBranch.position}.
          </p>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => void undo(newBranch)}
          >
            Undo new branch
          </button>
        </div>
      ) : null}
      {leaf?.is_end ? (
        renderEnding ? (
          renderEnding(story)
        ) : (
          <p className={styles.ending}>The end.</p>
        )
      ) : null}
      {leaf && !leaf.is_end && settings ? (
        <ChoicePanel
          choices={leaf.choices}
          age={settings.age}
          busy={busy}
          onChoose={(choice) => write(branchSegments, choice, false)}
          onFinish={() => write(branchSegments, '', true)}
          onRewrite={() =>
            write(branchSegments.slice(0, -1), leaf.triggering_choice_text ?? '', false, leaf)
          }
        />
      ) : null}
    </Page>
  );
}
