// Row types of every table in supabase/migrations, hand-written to match them, in the shape
// `createClient<Database>()` of supabase-js expects (what `supabase gen types` would produce).
// Change them together with a migration.
import type { CharacterRole } from './character-roles.ts';
import type { FeedbackType } from './feedback-types.ts';

export type { CharacterRole, FeedbackType };

export type AppRole = 'admin' | 'moderator' | 'user';
export type TargetAge = '4-6' | '7-9' | '10-12' | 'teen' | 'adult';
export type FounderTier = 'genesis' | 'pioneer' | 'early_adopter';
export type FeedbackStatus = 'new' | 'in_progress' | 'resolved' | 'closed';
export type FeedbackPriority = 'low' | 'medium' | 'high' | 'urgent';
type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type StoriesRow = {
  id: string;
  user_id: string | null;
  title: string;
  description: string | null;
  genre: string | null;
  story_mode: string | null;
  target_age: TargetAge | null;
  is_public: boolean;
  published_at: string | null;
  is_completed: boolean;
  /** Maintained by a trigger: live (not deleted) segments. */
  segment_count: number;
  /** Maintained by a trigger from story_likes. */
  like_count: number;
  thumbnail_url: string | null;
  /** How the story was set up (story-engine StorySettings), so any device can continue it. */
  creation_settings: Record<string, unknown> | null;
  created_at: string;
  /** The device's edit time; no trigger replaces it (sync conflict rules compare it). */
  updated_at: string;
  deleted_at: string | null;
};

export type StorySegmentsRow = {
  id: string;
  story_id: string;
  parent_segment_id: string | null;
  triggering_choice_text: string | null;
  segment_text: string;
  choices: string[];
  image_prompt: string | null;
  image_url: string | null;
  audio_url: string | null;
  is_end: boolean;
  sequence_number: number;
  word_count: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export type UserCharactersRow = {
  id: string;
  user_id: string;
  /** 1 to 50 characters. */
  name: string;
  role: CharacterRole;
  /** At most 500 characters. */
  description: string;
  /** At most 5. */
  traits: string[];
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
};

export type StoryCharactersRow = {
  story_id: string;
  character_id: string;
  created_at: string;
};

export type ProfilesRow = {
  id: string;
  display_name: string | null;
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
};

export type StoryLikesRow = {
  story_id: string;
  user_id: string;
  created_at: string;
};

export type TierLimitsRow = {
  tier_name: string;
  stories_per_month: number;
  voice_generations_per_month: number;
  images_per_story: number;
  characters_limit: number;
  price_monthly_cents: number | null;
  features: string[];
  sort_order: number;
};

export type SubscribersRow = {
  user_id: string;
  email: string | null;
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_status: string | null;
  subscription_end: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Time of the Stripe event that last wrote the row; older events are not applied. */
  stripe_event_at: string | null;
  updated_at: string;
};

/** Stripe webhook events already processed; service role only. */
export type StripeEventsRow = {
  id: string;
  type: string;
  stripe_created_at: string;
  user_id: string | null;
  outcome: 'applied' | 'stale';
  received_at: string;
};

export type UserUsageRow = {
  id: string;
  user_id: string;
  /** YYYY-MM (UTC). */
  month_year: string;
  stories_created: number;
  images_generated: number;
  voice_generations: number;
  updated_at: string;
};

export type UserFoundersRow = {
  user_id: string;
  founder_tier: FounderTier;
  /** 1 to 200, unique. */
  founder_number: number;
  /** Percent, 0 to 100. */
  lifetime_discount: number;
  benefits: string[];
  created_at: string;
};

export type UserFeedbackRow = {
  id: string;
  user_id: string | null;
  email: string | null;
  feedback_type: FeedbackType;
  subject: string | null;
  message: string;
  page_url: string | null;
  user_agent: string | null;
  browser_info: Json | null;
  status: FeedbackStatus;
  priority: FeedbackPriority;
  admin_notes: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
};

export type UserRolesRow = {
  id: string;
  user_id: string;
  role: AppRole;
  created_at: string;
};

/** One row per counted story: a story is counted towards its owner's month once. */
export type StoryUsageCountsRow = {
  story_id: string;
  user_id: string;
  month_year: string;
  counted_at: string;
};

export type StoryAllowance = {
  tier_name: string;
  stories_per_month: number;
  stories_created: number;
};

export type MonthUsage = {
  stories_created: number;
  images_generated: number;
  voice_generations: number;
  month_year: string;
};

export type FeedbackStats = {
  total: number;
  by_status: Partial<Record<FeedbackStatus, number>>;
  by_type: Partial<Record<FeedbackType, number>>;
  by_priority: Partial<Record<FeedbackPriority, number>>;
};

export type AdminDashboardStats = {
  users: number;
  stories: number;
  public_stories: number;
  stories_this_month: number;
  feedback_by_status: Partial<Record<FeedbackStatus, number>>;
};

export type AdminUserRow = {
  user_id: string;
  email: string;
  tier: string;
  founder_tier: FounderTier | null;
  founder_number: number | null;
  lifetime_discount: number | null;
  is_admin: boolean;
  story_count: number;
  created_at: string;
};

/** Insert: the listed columns are required, the rest have defaults or may be null. */
type Table<Row, Required extends keyof Row> = {
  Row: Row;
  Insert: Pick<Row, Required> & Partial<Omit<Row, Required>>;
  Update: Partial<Row>;
  Relationships: [];
};

export type Database = {
  public: {
    Tables: {
      stories: Table<StoriesRow, 'id'>;
      story_segments: Table<StorySegmentsRow, 'id' | 'story_id'>;
      user_characters: Table<UserCharactersRow, 'user_id' | 'name'>;
      story_characters: Table<StoryCharactersRow, 'story_id' | 'character_id'>;
      profiles: Table<ProfilesRow, 'id'>;
      story_likes: Table<StoryLikesRow, 'story_id' | 'user_id'>;
      tier_limits: Table<
        TierLimitsRow,
        'tier_name' | 'stories_per_month' | 'voice_generations_per_month' | 'images_per_story'
      >;
      subscribers: Table<SubscribersRow, 'user_id'>;
      user_usage: Table<UserUsageRow, 'user_id' | 'month_year'>;
      user_founders: Table<
        UserFoundersRow,
        'user_id' | 'founder_tier' | 'founder_number' | 'lifetime_discount'
      >;
      user_feedback: Table<UserFeedbackRow, 'message'>;
      user_roles: Table<UserRolesRow, 'user_id' | 'role'>;
      stripe_events: Table<StripeEventsRow, 'id' | 'type' | 'stripe_created_at'>;
      story_usage_counts: Table<StoryUsageCountsRow, 'story_id' | 'user_id' | 'month_year'>;
    };
    Views: Record<never, never>;
    Functions: {
      has_role: { Args: { _user_id: string; _role: AppRole }; Returns: boolean };
      get_current_month_usage: { Args: { user_uuid: string }; Returns: MonthUsage[] };
      increment_usage: {
        Args: { user_uuid: string; stories_inc?: number; images_inc?: number; voice_inc?: number };
        Returns: undefined;
      };
      check_usage_limit: {
        Args: {
          user_uuid: string;
          tier_name: string | null;
          check_type: 'story' | 'stories' | 'voice';
        };
        Returns: boolean;
      };
      claim_story_usage: { Args: { story_uuid: string }; Returns: 'counted' | 'limit_reached' };
      get_story_allowance: { Args: Record<never, never>; Returns: StoryAllowance[] };
      get_feedback_stats: { Args: Record<never, never>; Returns: FeedbackStats };
      admin_dashboard_stats: { Args: Record<never, never>; Returns: AdminDashboardStats };
      admin_list_users: { Args: Record<never, never>; Returns: AdminUserRow[] };
      admin_set_user_tier: { Args: { target_user: string; new_tier: string }; Returns: undefined };
      admin_set_founder: {
        Args: {
          target_user: string;
          founder_tier: FounderTier | null;
          founder_number: number | null;
          lifetime_discount: number | null;
        };
        Returns: undefined;
      };
      apply_stripe_event: {
        Args: {
          event_id: string;
          event_type: string;
          event_created: string;
          target_user: string;
          new_email: string | null;
          new_subscribed: boolean;
          new_tier: string | null;
          new_status: string;
          new_end: string | null;
          new_customer: string | null;
          new_subscription: string | null;
        };
        Returns: 'applied' | 'duplicate' | 'stale';
      };
      admin_set_role: {
        Args: { target_user: string; role: AppRole; granted: boolean };
        Returns: undefined;
      };
    };
    Enums: { app_role: AppRole };
    CompositeTypes: Record<never, never>;
  };
};
