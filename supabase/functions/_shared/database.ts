// The database as every Supabase client sees it: the generated database-types.ts, narrowed where
// PostgreSQL cannot say more than `text` or `json` (a check constraint's values, the shape a function
// builds, a column a left join leaves null), and the rows by their product names. Written once here.
import type { CharacterRole } from './character-roles.ts';
import type { Database as GeneratedDatabase, Tables as GeneratedTables } from './database-types.ts';
import type { FeedbackPriority, FeedbackStatus, FeedbackType } from './feedback-types.ts';
import type { PublishedPart } from './safety/story-publish-fields.ts';
import type { AgeId } from './age-bands.ts';
import type { FounderTier } from './tier-rules.ts';
import type { ChildAvatar, ChildReadingBand } from './family/child-profile-rules.ts';

export type { Json } from './database-types.ts';

type Schema = GeneratedDatabase['public'];
type TableName = keyof Schema['Tables'];
type FunctionName = keyof Schema['Functions'];

export type AppRole = Schema['Enums']['app_role'];
export type TargetAge = AgeId;
export type { CharacterRole, FeedbackPriority, FeedbackStatus, FeedbackType, FounderTier };

/** A narrowing may only name real columns, each with a subset of the generated type. */
type ColumnRules<
  Name extends TableName,
  Columns extends {
    [Column in keyof Columns]: Column extends keyof GeneratedTables<Name>
      ? GeneratedTables<Name>[Column]
      : never;
  },
> = Columns;

/** The column values each table's check constraints allow. */
type TableRules = {
  stories: ColumnRules<'stories', { target_age: TargetAge | null }>;
  story_segments: ColumnRules<
    'story_segments',
    { written_by: 'ai' | 'device' | 'storyteller' | 'author' | null }
  >;
  user_characters: ColumnRules<'user_characters', { role: CharacterRole }>;
  user_feedback: ColumnRules<
    'user_feedback',
    { feedback_type: FeedbackType; status: FeedbackStatus; priority: FeedbackPriority }
  >;
  user_founders: ColumnRules<'user_founders', { founder_tier: FounderTier }>;
  stripe_events: ColumnRules<'stripe_events', { outcome: 'applied' | 'stale' }>;
  child_profiles: ColumnRules<
    'child_profiles',
    { avatar: ChildAvatar; reading_band: ChildReadingBand }
  >;
  publish_requests: ColumnRules<
    'publish_requests',
    { state: 'requested' | 'approved' | 'declined' }
  >;
};

export type FeedbackStats = {
  total: number;
  by_status: Partial<Record<FeedbackStatus, number>>;
  by_type: Partial<Record<FeedbackType, number>>;
  by_priority: Partial<Record<FeedbackPriority, number>>;
};

export type DashboardStats = {
  users: number;
  stories: number;
  public_stories: number;
  stories_this_month: number;
  feedback_by_status: Partial<Record<FeedbackStatus, number>>;
};

/** read_story_for_publishing: what the safety gate reads of a story, and the fingerprint of it. */
export type StoryForPublishing = {
  user_id: string | null;
  title: string;
  description: string | null;
  age: string;
  parts: (PublishedPart & { image_url: string | null })[];
  fingerprint: string;
};

type FounderColumns = {
  founder_tier: FounderTier | null;
  founder_number: number | null;
  lifetime_discount: number | null;
};

/**
 * What the functions' SQL says and their signatures cannot: json results built field by field,
 * text results from a fixed set, and arguments that accept null (PostgreSQL types no argument as
 * not-null, so the generator marks none nullable).
 */
type FunctionRules = {
  admin_dashboard_stats: { Returns: DashboardStats };
  get_feedback_stats: { Returns: FeedbackStats };
  /** The founder columns come from a left join: null for a user who holds no founder place. */
  admin_list_users: {
    Returns: (Omit<
      Schema['Functions']['admin_list_users']['Returns'][number],
      keyof FounderColumns
    > &
      FounderColumns)[];
  };
  admin_set_founder: {
    Args: Omit<Schema['Functions']['admin_set_founder']['Args'], keyof FounderColumns> &
      FounderColumns;
  };
  apply_stripe_event: {
    Args: Omit<
      Schema['Functions']['apply_stripe_event']['Args'],
      'new_customer' | 'new_email' | 'new_end' | 'new_subscription' | 'new_tier'
    > & {
      new_customer: string | null;
      new_email: string | null;
      new_end: string | null;
      new_subscription: string | null;
      new_tier: string | null;
    };
    Returns: 'applied' | 'duplicate' | 'stale';
  };
  check_usage_limit: {
    Args: Omit<Schema['Functions']['check_usage_limit']['Args'], 'tier_name'> & {
      tier_name: string | null;
    };
  };
  claim_story_usage: { Returns: 'counted' | 'limit_reached' };
  /** null when there is no such story. */
  read_story_for_publishing: { Returns: StoryForPublishing | null };
  claim_story_generation: { Returns: 'counted' | 'not_owner' | 'limit_reached' };
  /** The hash to compare and the tries counted, or when the lock ends; null with no PIN set. */
  claim_parent_pin_try: {
    Returns: { pin_hash?: string; failed_tries?: number; locked_until?: string } | null;
  };
  /** locked_until is null unless the PIN is locked now. */
  read_parent_pin_state: {
    Returns: { has_pin: boolean; failed_tries: number; locked_until: string | null }[];
  };
};

/** Replaces the named properties' types, keeping each one's optionality. */
type Narrow<Shape, Changes> = {
  [Key in keyof Shape]: Key extends keyof Changes ? Changes[Key] : Shape[Key];
};

type NarrowTable<Table extends { Row: object; Insert: object; Update: object }, Changes> = {
  Row: Narrow<Table['Row'], Changes>;
  Insert: Narrow<Table['Insert'], Changes>;
  Update: Narrow<Table['Update'], Changes>;
  Relationships: Table extends { Relationships: infer Relationships } ? Relationships : never;
};

type NarrowFunction<Signature extends { Args: unknown; Returns: unknown }, Changes> = {
  Args: Changes extends { Args: infer Args } ? Args : Signature['Args'];
  Returns: Changes extends { Returns: infer Returns } ? Returns : Signature['Returns'];
};

type Views = Schema['Views'];

/**
 * PostgreSQL reports every column of a view as nullable. A view that only selects a table's columns
 * has the table's nullability (and its narrowings) there: public_stories selects from stories.
 */
type ViewOfTable<View extends { Row: object }, TableRow> = Omit<View, 'Row'> & {
  Row: Pick<TableRow, keyof View['Row'] & keyof TableRow> & Omit<View['Row'], keyof TableRow>;
};

export type Database = {
  __InternalSupabase: GeneratedDatabase['__InternalSupabase'];
  public: {
    Tables: {
      [Name in TableName]: Name extends keyof TableRules
        ? NarrowTable<Schema['Tables'][Name], TableRules[Name]>
        : Schema['Tables'][Name];
    };
    Views: {
      [Name in keyof Views]: Name extends 'public_stories'
        ? ViewOfTable<
            Views[Name],
            NarrowTable<Schema['Tables']['stories'], TableRules['stories']>['Row']
          >
        : Views[Name];
    };
    Functions: {
      [Name in FunctionName]: Name extends keyof FunctionRules
        ? NarrowFunction<Schema['Functions'][Name], FunctionRules[Name]>
        : Schema['Functions'][Name];
    };
    Enums: Schema['Enums'];
    CompositeTypes: Schema['CompositeTypes'];
  };
};

type Tables = Database['public']['Tables'];
type Functions = Database['public']['Functions'];

export type Row<Name extends keyof Tables> = Tables[Name]['Row'];
export type Insert<Name extends keyof Tables> = Tables[Name]['Insert'];
export type Update<Name extends keyof Tables> = Tables[Name]['Update'];
export type FunctionResult<Name extends keyof Functions> = Functions[Name]['Returns'];

export type StoriesRow = Row<'stories'>;
export type PublicStoriesRow = Database['public']['Views']['public_stories']['Row'];
export type StorySegmentsRow = Row<'story_segments'>;
export type UserCharactersRow = Row<'user_characters'>;
export type UserFeedbackRow = Row<'user_feedback'>;
export type TierLimitsRow = Row<'tier_limits'>;
export type SubscribersRow = Row<'subscribers'>;
export type UserFoundersRow = Row<'user_founders'>;
export type ChildProfilesRow = Row<'child_profiles'>;
export type PublishRequestsRow = Row<'publish_requests'>;
export type AdminUserRow = FunctionResult<'admin_list_users'>[number];
export type MonthUsage = FunctionResult<'get_current_month_usage'>[number];
export type StoryAllowance = FunctionResult<'get_story_allowance'>[number];
