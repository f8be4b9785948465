import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner, button, showToast } from '@/ui';
import { STORY_REPORT_REASONS } from '@/lib/story-report-reasons';
import {
  listStoryReportsQueryOptions,
  storyReportsQueryKey,
  type StoryReport,
} from '../data/list-story-reports';
import * as styles from './feedback-triage.css';
import * as panel from './admin-panel-view.css';

interface StoryReportsProps {
  /** Takes a story out of Discover; Discover owns it, so the route passes it in. */
  unpublishStory(storyId: string): Promise<void>;
}

/** Reports of published stories: what a reader found wrong, and unpublishing the story. */
export function StoryReports({ unpublishStory }: StoryReportsProps) {
  const queryClient = useQueryClient();
  const reports = useQuery(listStoryReportsQueryOptions());
  const unpublish = useMutation({
    mutationFn: (report: StoryReport) => unpublishStory(report.story_id),
    onSuccess: () => showToast('Story unpublished', { variant: 'success' }),
    onError: (error) =>
      showToast(`Failed to unpublish the story: ${error.message}`, { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storyReportsQueryKey }),
  });

  return (
    <section className={panel.section} aria-labelledby="admin-story-reports">
      <h2 id="admin-story-reports" className={panel.heading}>
        Story reports
      </h2>
      {reports.isPending ? <Spinner /> : null}
      {reports.isError ? (
        <p role="alert">Story reports could not be loaded: {reports.error.message}</p>
      ) : null}
      {reports.data?.length === 0 ? <p>No story has been reported.</p> : null}
      {reports.data?.length ? (
        <ul className={styles.list} aria-label="Story reports">
          {reports.data.map((report) => (
            <li
              key={report.id}
              className={styles.entry}
              aria-label={`Report of ${report.story_title}`}
            >
              <p>
                <Link to="/story-viewer/$id" params={{ id: report.story_id }}>
                  {report.story_title || 'Untitled story'}
                </Link>{' '}
                · {STORY_REPORT_REASONS[report.reason] ?? report.reason} ·{' '}
                {report.status === 'new' ? 'New' : 'Handled'} ·{' '}
                {new Date(report.created_at).toLocaleString()}
              </p>
              {report.note ? <p>{report.note}</p> : null}
              {report.story_is_public ? (
                <button
                  type="button"
                  className={button({ tone: 'primary' })}
                  disabled={unpublish.isPending}
                  onClick={() => unpublish.mutate(report)}
                >
                  Unpublish {report.story_title || 'this story'}
                </button>
              ) : (
                <p>Not published</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
