import type { ReactNode } from 'react';
import { Page } from '@/ui';
import type { FeedbackList } from '../data/list-all-feedback';
import type { FeedbackTriage as Triage } from '../data/update-feedback';
import {
  labelFeedbackValue,
  type DashboardStats,
  type FeedbackEntry,
  type FeedbackStats,
} from '../feedback-entry';
import { FeedbackTriage } from './feedback-triage';
import { FigureList, type Figure } from './figure-list';
import * as styles from './admin-panel-view.css';

interface AdminPanelViewProps {
  title: string;
  lead: string;
  dashboard: DashboardStats;
  stats: FeedbackStats;
  feedback: FeedbackList;
  onSave: (entry: FeedbackEntry, triage: Triage) => Promise<void>;
  /** The panel's section links; the demo has none, as its sections are not pages. */
  nav?: ReactNode;
  /** The demo shows its sample users here; the real panel has them on their own page. */
  users?: ReactNode;
  /** Readers' reports of published stories, beside the feedback (the real panel only). */
  reports?: ReactNode;
}

function toFigures(counts: Record<string, number>): Figure[] {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ({ name: labelFeedbackValue(name), value }));
}

/** The panel's layout, shared by the real panel and the demo with sample data. */
export function AdminPanelView({
  title,
  lead,
  dashboard,
  stats,
  feedback,
  onSave,
  nav,
  users,
  reports,
}: AdminPanelViewProps) {
  return (
    <Page title={title} lead={lead}>
      {nav}
      <section className={styles.section} aria-labelledby="admin-dashboard">
        <h2 id="admin-dashboard" className={styles.heading}>
          Dashboard
        </h2>
        <FigureList
          label="Site figures"
          figures={[
            { name: 'Users', value: dashboard.users },
            { name: 'Stories', value: dashboard.stories },
            { name: 'Public stories', value: dashboard.public_stories },
            { name: 'Stories this month', value: dashboard.stories_this_month },
          ]}
        />
        <h3 className={styles.subheading}>Feedback by status</h3>
        <FigureList label="Feedback by status" figures={toFigures(dashboard.feedback_by_status)} />
      </section>
      <section className={styles.section} aria-labelledby="admin-feedback-stats">
        <h2 id="admin-feedback-stats" className={styles.heading}>
          Feedback statistics
        </h2>
        <FigureList
          label="Feedback total"
          figures={[{ name: 'Total feedback', value: stats.total }]}
        />
        <h3 className={styles.subheading}>By type</h3>
        <FigureList label="Feedback by type" figures={toFigures(stats.by_type)} chart />
        <h3 className={styles.subheading}>By priority</h3>
        <FigureList label="Feedback by priority" figures={toFigures(stats.by_priority)} chart />
      </section>
      <section className={styles.section} aria-labelledby="admin-feedback">
        <h2 id="admin-feedback" className={styles.heading}>
          Feedback
        </h2>
        <FeedbackTriage entries={feedback.entries} reduced={feedback.reduced} onSave={onSave} />
      </section>
      {reports}
      {users}
    </Page>
  );
}
