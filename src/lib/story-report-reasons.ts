// Why a reader reports a published story: the fixed list the report form offers and the database
// accepts (public.story_reports.reason checks the same ids).
export const STORY_REPORT_REASONS = {
  'not-for-this-age': 'Not right for its readers’ age',
  violence: 'Violence or something scary',
  'sexual-content': 'Sexual content',
  'hate-or-bullying': 'Hate or bullying',
  'personal-information': 'Someone’s personal information',
  other: 'Something else',
} as const;

export type StoryReportReason = keyof typeof STORY_REPORT_REASONS;

export const STORY_REPORT_NOTE_MAX_LENGTH = 500;
