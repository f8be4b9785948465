import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { StoryPublishing } from '@/lib/story-publishing';
import { BranchList, Page, Spinner, button } from '@/ui';
import { useReadingBranch } from '@/offline';
import { stripClosingWords } from '@/lib/story-branches';
import { noteStoryShown } from '@/lib/shown-story-versions';
import { downloadStoryFile, type ExportFormat } from '../data/download-story-file';
import { loadReadableStoryQueryOptions } from '../data/load-readable-story';
import type { ReaderSegment, ReaderStory } from '../data/readable-story';
import { Slideshow, type SlideNarratorRender } from './slideshow';
import { PrintableStory } from './printable-story';
import { ReportStory } from './report-story';
import { StoryEnding } from './story-ending';
import { ReaderPicture } from './reader-picture';
import { WriterCaption } from './writer-caption';
import * as styles from './story-viewer-page.css';

const shownText = (segment: ReaderSegment) =>
  segment.is_end ? stripClosingWords(segment.segment_text) : segment.segment_text;

/** Reading a story (the device's, or a published one) as a page, as a slideshow, or as a file. */
interface StoryViewerPageProps {
  storyId: string;
  online: boolean;
  /** Publishing from the ending screen, which Discover owns. */
  publishing: StoryPublishing;
  /** How a part's text is shown; the route passes the narrated text when narration is available. */
  renderText?: (text: string, segment: ReaderSegment) => ReactNode;
  /** Narration of the whole branch being read, shown above it. */
  renderStoryNarration?: (story: ReaderStory, segments: readonly ReaderSegment[]) => ReactNode;
  /** Reads one slide aloud in the slideshow and says when it is done, so the page turns. */
  renderSlideNarrator?: SlideNarratorRender;
  /** False when the story was made with pictures skipped: none are shown, generated or drawn. */
  showPictures?: boolean;
  /** Opens straight into the slideshow (from the ending screen). */
  startWithSlideshow?: boolean;
}

export function StoryViewerPage({
  storyId,
  online,
  publishing,
  renderText,
  renderStoryNarration,
  renderSlideNarrator,
  showPictures = true,
  startWithSlideshow = false,
}: StoryViewerPageProps) {
  // The route's loader has read the story already; a read that failed there is shown, not repeated.
  const loaded = useQuery({
    ...loadReadableStoryQueryOptions({ id: storyId, online }),
    retryOnMount: false,
  });
  const readable = loaded.data ?? null;
  const [slideshow, setSlideshow] = useState(startWithSlideshow);
  const { branches, branch, path, follow } = useReadingBranch(storyId, readable?.segments);
  // What the reader saw is what a parent's approval of it publishes (issue #26).
  useEffect(() => {
    if (readable) noteStoryShown(readable.story.id, readable.story, readable.segments);
  }, [readable]);

  if (loaded.isPending) return <Spinner />;
  // A server that could not be read even on the retry, with no copy kept, leaves nothing to read.
  if (!readable) {
    return (
      <Page
        title="Story not found"
        lead={
          online
            ? 'This story does not exist or is not shared with you.'
            : 'This story has not been opened on this device before, so it cannot be read offline.'
        }
      />
    );
  }
  const { story, source } = readable;
  const exportAs = (format: ExportFormat) => downloadStoryFile(readable, format);

  return (
    <Page
      title={story.title || 'Untitled story'}
      lead={story.description ?? undefined}
      actions={
        <>
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={path.length === 0}
            onClick={() => setSlideshow(true)}
          >
            Start slideshow
          </button>
          <button
            type="button"
            className={button({ tone: 'quiet' })}
            onClick={() => exportAs('epub')}
          >
            Download EPUB
          </button>
          <button
            type="button"
            className={button({ tone: 'quiet' })}
            onClick={() => exportAs('markdown')}
          >
            Download Markdown
          </button>
          <button
            type="button"
            className={button({ tone: 'quiet' })}
            onClick={() => exportAs('twee')}
          >
            Download Twine (Twee)
          </button>
          <button
            type="button"
            className={button({ tone: 'quiet' })}
            onClick={() => window.print()}
          >
            Print or save as PDF
          </button>
          {source === 'device' ? (
            <Link
              to="/story/$id"
              params={{ id: story.id }}
              className={button({ tone: 'secondary' })}
            >
              Continue writing
            </Link>
          ) : null}
        </>
      }
    >
      {readable.authorName ? <p className={styles.author}>by {readable.authorName}</p> : null}
      {source === 'copy' ? (
        <p className={styles.note}>You are offline: this is the copy kept from your last visit.</p>
      ) : null}
      <BranchList branches={branches} currentLeafId={branch?.leaf.id} onFollow={follow} />
      {renderStoryNarration && path.length > 0
        ? renderStoryNarration(
            story,
            path.map((step) => step.segment),
          )
        : null}
      <ol className={styles.segments}>
        {path.map((step, index) => (
          <li key={step.segment.id}>
            {step.segment.triggering_choice_text ? (
              <p className={styles.choice}>Choice: {step.segment.triggering_choice_text}</p>
            ) : null}
            {step.siblings.length > 1 ? (
              <div
                className={styles.branches}
                role="group"
                aria-label={`Branches at part ${index + 1}`}
              >
                <span>Branches:</span>
                {step.siblings.map((sibling, position) => (
                  <button
                    key={sibling.id}
                    type="button"
                    className={button({
                      tone: sibling.id === step.segment.id ? 'primary' : 'quiet',
                    })}
                    aria-pressed={sibling.id === step.segment.id}
                    onClick={() => follow(sibling.id)}
                  >
                    {sibling.triggering_choice_text ?? `Branch ${position + 1}`}
                  </button>
                ))}
              </div>
            ) : null}
            {showPictures ? (
              <ReaderPicture
                story={story}
                segment={step.segment}
                position={index + 1}
                className={styles.picture}
              />
            ) : null}
            {renderText ? (
              renderText(shownText(step.segment), step.segment)
            ) : (
              <p className={styles.text}>{shownText(step.segment)}</p>
            )}
            <WriterCaption segment={step.segment} />
          </li>
        ))}
      </ol>
      {path.at(-1)?.segment.is_end ? (
        <StoryEnding
          story={story}
          publishing={publishing}
          online={online}
          onDevice={source === 'device'}
          readable={readable}
          exports={false}
          onSlideshow={() => setSlideshow(true)}
          onReadFromStart={() => {
            window.scrollTo({ top: 0 });
            document.getElementById('page-title')?.focus();
          }}
        />
      ) : null}
      <ReportStory story={story} />
      <PrintableStory
        story={story}
        authorName={readable.authorName ?? null}
        segments={path.map((step) => step.segment)}
        branch={
          branch && branches.length > 1
            ? { number: branches.indexOf(branch) + 1, count: branches.length, ends: branch.ends }
            : null
        }
        showPictures={showPictures}
      />
      {slideshow ? (
        <Slideshow
          story={story}
          segments={path.map((step) => step.segment)}
          onClose={() => setSlideshow(false)}
          renderNarrator={renderSlideNarrator}
          showPictures={showPictures}
        />
      ) : null}
    </Page>
  );
}
