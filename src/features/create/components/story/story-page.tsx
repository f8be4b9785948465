import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { FindDeviceStoryWriter } from '@/lib/device-story-writer';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import {
  useReadingBranch,
  useStory,
  useStorySegments,
  type LocalSegment,
  type LocalStory,
} from '@/offline';
import { BranchList, Page, button } from '@/ui';
import { aiServiceReachable } from '../../data/ai-service-reachable';
import { mayAskAiService } from '../../data/continue-story';
import { useDeviceWriter } from '../../hooks/use-device-writer';
import { useStoryWriting } from '../../hooks/use-story-writing';
import { readStorySettings } from '../../store/story-settings';
import { ChoicePanel } from './choice-panel';
import { DeviceOnlyHint } from './device-only-hint';
import { SegmentView } from './segment-view';
import * as styles from './story-page.css';

interface StoryPageProps {
  storyId: string;
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  /** This device's model, when the on-device storyteller may write offline. */
  findDeviceWriter?: FindDeviceStoryWriter;
  /** The reader's switch for this device's model on this story, when one is offered. */
  renderWriterSwitch?: (storyId: string) => ReactNode;
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

/** Creating and continuing a story: its branch so far, choices, custom choices, rewrites, branches and the ending. */
export function StoryPage({
  storyId,
  endpoint,
  online,
  findDeviceWriter,
  renderWriterSwitch,
  renderPicture,
  renderEnding,
  renderNotOnDevice,
}: StoryPageProps) {
  const story = useStory(storyId);
  const segments = useStorySegments(storyId);
  const { branches, branch, path, follow } = useReadingBranch(storyId, segments);
  const settings = useMemo(() => (story ? readStorySettings(story) : null), [story]);
  const branchSegments = path.map((step) => step.segment);
  const leaf = branchSegments[branchSegments.length - 1];
  const writers = { endpoint, online, findDeviceWriter };
  const {
    writing,
    busy,
    cancel,
    fallbackNote,
    newBranch,
    choose,
    finish,
    rewriteLast,
    branchFrom,
    undo,
  } = useStoryWriting({ story, segments, settings, branchSegments, follow, ...writers });
  // A child's story without the parent's AI switch is the storyteller's, offline as online.
  const modelAllowed = story ? mayAskAiService(story) : false;
  const deviceWriter = useDeviceWriter(
    modelAllowed ? findDeviceWriter : undefined,
    aiServiceReachable(online, endpoint),
    storyId,
  );
  const offlineWriterName = deviceWriter
    ? `this device's model (${deviceWriter.name})`
    : 'the built-in storyteller';

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

  return (
    <Page
      title={story.title}
      lead={`${path.length} ${path.length === 1 ? 'part' : 'parts'} in this branch${online ? '' : ` · offline: ${offlineWriterName} is writing`}`}
    >
      {story.user_id ? null : <DeviceOnlyHint />}
      <BranchList branches={branches} currentLeafId={branch?.leaf.id} onFollow={follow} />
      {!settings ? (
        <p className={styles.notice}>
          This story was set up on another device, so it can be read here but not continued.
        </p>
      ) : modelAllowed ? (
        renderWriterSwitch?.(story.id)
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
                onBranch={(choice) => branchFrom(index, choice)}
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
          <p className={styles.writing}>
            {writing.text || (deviceWriter ? `This device's model is writing…` : 'Writing…')}
          </p>
        ) : null}
      </div>
      {writing.status === 'writing' ? (
        <button type="button" className={button({ tone: 'secondary' })} onClick={cancel}>
          Cancel writing
        </button>
      ) : null}
      {writing.status === 'cancelled' ? (
        <div className={styles.notice} role="status">
          <p className={styles.noticeText}>Writing stopped: the story is as it was.</p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={writing.retry}>
            Write it again
          </button>
        </div>
      ) : null}
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
          onChoose={choose}
          onFinish={finish}
          onRewrite={rewriteLast}
        />
      ) : null}
    </Page>
  );
}
