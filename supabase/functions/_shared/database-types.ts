// Generated from supabase/migrations by `npm run db:types` (@supabase/postgres-meta's typegen).
// Do not edit: write a migration and run the script. Narrowed and named for the code in database.ts.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.0.2';
  };
  public: {
    Tables: {
      ai_written_parts: {
        Row: {
          created_at: string;
          model: string;
          text_sha256: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          model: string;
          text_sha256: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          model?: string;
          text_sha256?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      ai_written_visitor_parts: {
        Row: {
          created_at: string;
          id: number;
          model: string;
          story_id: string;
          text_sha256: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          model: string;
          story_id: string;
          text_sha256: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          model?: string;
          story_id?: string;
          text_sha256?: string;
        };
        Relationships: [];
      };
      child_profiles: {
        Row: {
          ai_allowed: boolean;
          avatar: string;
          created_at: string;
          display_name: string;
          id: string;
          reading_band: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          ai_allowed?: boolean;
          avatar: string;
          created_at?: string;
          display_name: string;
          id?: string;
          reading_band: string;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          ai_allowed?: boolean;
          avatar?: string;
          created_at?: string;
          display_name?: string;
          id?: string;
          reading_band?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      grown_up_proofs: {
        Row: {
          expires_at: string;
          issued_at: string;
          proof_hash: string;
          user_id: string;
        };
        Insert: {
          expires_at: string;
          issued_at?: string;
          proof_hash: string;
          user_id: string;
        };
        Update: {
          expires_at?: string;
          issued_at?: string;
          proof_hash?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      parent_pins: {
        Row: {
          failed_tries: number;
          locked_until: string | null;
          pin_hash: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          failed_tries?: number;
          locked_until?: string | null;
          pin_hash: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          failed_tries?: number;
          locked_until?: string | null;
          pin_hash?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          created_at: string;
          display_name: string | null;
          id: string;
          updated_at: string;
        };
        Insert: {
          avatar_url?: string | null;
          created_at?: string;
          display_name?: string | null;
          id: string;
          updated_at?: string;
        };
        Update: {
          avatar_url?: string | null;
          created_at?: string;
          display_name?: string | null;
          id?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      publish_requests: {
        Row: {
          approved_fingerprint: string | null;
          child_profile_id: string;
          created_at: string;
          decided_at: string | null;
          id: string;
          state: string;
          story_id: string;
          user_id: string;
        };
        Insert: {
          approved_fingerprint?: string | null;
          child_profile_id: string;
          created_at?: string;
          decided_at?: string | null;
          id?: string;
          state?: string;
          story_id: string;
          user_id?: string;
        };
        Update: {
          approved_fingerprint?: string | null;
          child_profile_id?: string;
          created_at?: string;
          decided_at?: string | null;
          id?: string;
          state?: string;
          story_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'publish_requests_child_profile_id_fkey';
            columns: ['child_profile_id'];
            referencedRelation: 'child_profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'publish_requests_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'public_stories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'publish_requests_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'stories';
            referencedColumns: ['id'];
          },
        ];
      };
      stories: {
        Row: {
          child_profile_id: string | null;
          created_at: string;
          creation_settings: Json | null;
          deleted_at: string | null;
          description: string | null;
          genre: string | null;
          id: string;
          is_completed: boolean;
          is_public: boolean;
          like_count: number;
          published_at: string | null;
          segment_count: number;
          story_mode: string | null;
          target_age: string | null;
          thumbnail_url: string | null;
          title: string;
          updated_at: string;
          user_id: string | null;
        };
        Insert: {
          child_profile_id?: string | null;
          created_at?: string;
          creation_settings?: Json | null;
          deleted_at?: string | null;
          description?: string | null;
          genre?: string | null;
          id: string;
          is_completed?: boolean;
          is_public?: boolean;
          like_count?: number;
          published_at?: string | null;
          segment_count?: number;
          story_mode?: string | null;
          target_age?: string | null;
          thumbnail_url?: string | null;
          title: string;
          updated_at?: string;
          user_id?: string | null;
        };
        Update: {
          child_profile_id?: string | null;
          created_at?: string;
          creation_settings?: Json | null;
          deleted_at?: string | null;
          description?: string | null;
          genre?: string | null;
          id?: string;
          is_completed?: boolean;
          is_public?: boolean;
          like_count?: number;
          published_at?: string | null;
          segment_count?: number;
          story_mode?: string | null;
          target_age?: string | null;
          thumbnail_url?: string | null;
          title?: string;
          updated_at?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'stories_child_profile_id_fkey';
            columns: ['child_profile_id'];
            referencedRelation: 'child_profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      story_characters: {
        Row: {
          character_id: string;
          created_at: string;
          story_id: string;
        };
        Insert: {
          character_id: string;
          created_at?: string;
          story_id: string;
        };
        Update: {
          character_id?: string;
          created_at?: string;
          story_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'story_characters_character_id_fkey';
            columns: ['character_id'];
            referencedRelation: 'user_characters';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'story_characters_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'public_stories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'story_characters_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'stories';
            referencedColumns: ['id'];
          },
        ];
      };
      story_generations: {
        Row: {
          openings: number;
          segments: number;
          story_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          openings?: number;
          segments?: number;
          story_id: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          openings?: number;
          segments?: number;
          story_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      story_likes: {
        Row: {
          created_at: string;
          story_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          story_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          story_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'story_likes_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'public_stories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'story_likes_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'stories';
            referencedColumns: ['id'];
          },
        ];
      };
      story_reports: {
        Row: {
          created_at: string;
          handled_at: string | null;
          handled_by: string | null;
          id: string;
          note: string;
          reason: string;
          reporter_id: string;
          status: string;
          story_id: string;
        };
        Insert: {
          created_at?: string;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          note?: string;
          reason: string;
          reporter_id?: string;
          status?: string;
          story_id: string;
        };
        Update: {
          created_at?: string;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          note?: string;
          reason?: string;
          reporter_id?: string;
          status?: string;
          story_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'story_reports_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'public_stories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'story_reports_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'stories';
            referencedColumns: ['id'];
          },
        ];
      };
      story_segments: {
        Row: {
          audio_url: string | null;
          choices: string[];
          created_at: string;
          deleted_at: string | null;
          id: string;
          image_prompt: string | null;
          image_url: string | null;
          is_end: boolean;
          parent_segment_id: string | null;
          segment_text: string;
          sequence_number: number;
          story_id: string;
          triggering_choice_text: string | null;
          updated_at: string;
          user_id: string | null;
          word_count: number;
          writer_model: string | null;
          written_by: string | null;
        };
        Insert: {
          audio_url?: string | null;
          choices?: string[];
          created_at?: string;
          deleted_at?: string | null;
          id: string;
          image_prompt?: string | null;
          image_url?: string | null;
          is_end?: boolean;
          parent_segment_id?: string | null;
          segment_text?: string;
          sequence_number?: number;
          story_id: string;
          triggering_choice_text?: string | null;
          updated_at?: string;
          user_id?: string | null;
          word_count?: number;
          writer_model?: string | null;
          written_by?: string | null;
        };
        Update: {
          audio_url?: string | null;
          choices?: string[];
          created_at?: string;
          deleted_at?: string | null;
          id?: string;
          image_prompt?: string | null;
          image_url?: string | null;
          is_end?: boolean;
          parent_segment_id?: string | null;
          segment_text?: string;
          sequence_number?: number;
          story_id?: string;
          triggering_choice_text?: string | null;
          updated_at?: string;
          user_id?: string | null;
          word_count?: number;
          writer_model?: string | null;
          written_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'story_segments_parent_segment_id_fkey';
            columns: ['parent_segment_id'];
            referencedRelation: 'story_segments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'story_segments_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'public_stories';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'story_segments_story_id_fkey';
            columns: ['story_id'];
            referencedRelation: 'stories';
            referencedColumns: ['id'];
          },
        ];
      };
      story_usage_counts: {
        Row: {
          counted_at: string;
          month_year: string;
          story_id: string;
          user_id: string;
        };
        Insert: {
          counted_at?: string;
          month_year: string;
          story_id: string;
          user_id: string;
        };
        Update: {
          counted_at?: string;
          month_year?: string;
          story_id?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      stripe_events: {
        Row: {
          id: string;
          outcome: string;
          received_at: string;
          stripe_created_at: string;
          type: string;
          user_id: string | null;
        };
        Insert: {
          id: string;
          outcome?: string;
          received_at?: string;
          stripe_created_at: string;
          type: string;
          user_id?: string | null;
        };
        Update: {
          id?: string;
          outcome?: string;
          received_at?: string;
          stripe_created_at?: string;
          type?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      subscribers: {
        Row: {
          email: string | null;
          stripe_customer_id: string | null;
          stripe_event_at: string | null;
          stripe_subscription_id: string | null;
          subscribed: boolean;
          subscription_end: string | null;
          subscription_status: string | null;
          subscription_tier: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          email?: string | null;
          stripe_customer_id?: string | null;
          stripe_event_at?: string | null;
          stripe_subscription_id?: string | null;
          subscribed?: boolean;
          subscription_end?: string | null;
          subscription_status?: string | null;
          subscription_tier?: string | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          email?: string | null;
          stripe_customer_id?: string | null;
          stripe_event_at?: string | null;
          stripe_subscription_id?: string | null;
          subscribed?: boolean;
          subscription_end?: string | null;
          subscription_status?: string | null;
          subscription_tier?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'subscribers_subscription_tier_fkey';
            columns: ['subscription_tier'];
            referencedRelation: 'tier_limits';
            referencedColumns: ['tier_name'];
          },
        ];
      };
      tier_limits: {
        Row: {
          characters_limit: number;
          child_profiles_limit: number;
          features: string[];
          images_per_story: number;
          price_monthly_cents: number | null;
          sort_order: number;
          stories_per_month: number;
          tier_name: string;
          voice_generations_per_month: number;
        };
        Insert: {
          characters_limit?: number;
          child_profiles_limit?: number;
          features?: string[];
          images_per_story: number;
          price_monthly_cents?: number | null;
          sort_order?: number;
          stories_per_month: number;
          tier_name: string;
          voice_generations_per_month: number;
        };
        Update: {
          characters_limit?: number;
          child_profiles_limit?: number;
          features?: string[];
          images_per_story?: number;
          price_monthly_cents?: number | null;
          sort_order?: number;
          stories_per_month?: number;
          tier_name?: string;
          voice_generations_per_month?: number;
        };
        Relationships: [];
      };
      user_characters: {
        Row: {
          avatar_url: string | null;
          created_at: string;
          description: string;
          id: string;
          name: string;
          role: string;
          traits: string[];
          updated_at: string;
          user_id: string;
        };
        Insert: {
          avatar_url?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          name: string;
          role?: string;
          traits?: string[];
          updated_at?: string;
          user_id: string;
        };
        Update: {
          avatar_url?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          name?: string;
          role?: string;
          traits?: string[];
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      user_feedback: {
        Row: {
          admin_notes: string | null;
          browser_info: Json | null;
          created_at: string;
          email: string | null;
          feedback_type: string;
          id: string;
          message: string;
          page_url: string | null;
          priority: string;
          resolved_at: string | null;
          resolved_by: string | null;
          status: string;
          subject: string | null;
          updated_at: string;
          user_agent: string | null;
          user_id: string | null;
        };
        Insert: {
          admin_notes?: string | null;
          browser_info?: Json | null;
          created_at?: string;
          email?: string | null;
          feedback_type?: string;
          id?: string;
          message: string;
          page_url?: string | null;
          priority?: string;
          resolved_at?: string | null;
          resolved_by?: string | null;
          status?: string;
          subject?: string | null;
          updated_at?: string;
          user_agent?: string | null;
          user_id?: string | null;
        };
        Update: {
          admin_notes?: string | null;
          browser_info?: Json | null;
          created_at?: string;
          email?: string | null;
          feedback_type?: string;
          id?: string;
          message?: string;
          page_url?: string | null;
          priority?: string;
          resolved_at?: string | null;
          resolved_by?: string | null;
          status?: string;
          subject?: string | null;
          updated_at?: string;
          user_agent?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      user_founders: {
        Row: {
          benefits: string[];
          created_at: string;
          founder_number: number;
          founder_tier: string;
          lifetime_discount: number;
          user_id: string;
        };
        Insert: {
          benefits?: string[];
          created_at?: string;
          founder_number: number;
          founder_tier: string;
          lifetime_discount: number;
          user_id: string;
        };
        Update: {
          benefits?: string[];
          created_at?: string;
          founder_number?: number;
          founder_tier?: string;
          lifetime_discount?: number;
          user_id?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          role?: Database['public']['Enums']['app_role'];
          user_id?: string;
        };
        Relationships: [];
      };
      user_usage: {
        Row: {
          id: string;
          images_generated: number;
          month_year: string;
          stories_created: number;
          updated_at: string;
          user_id: string;
          voice_generations: number;
        };
        Insert: {
          id?: string;
          images_generated?: number;
          month_year: string;
          stories_created?: number;
          updated_at?: string;
          user_id: string;
          voice_generations?: number;
        };
        Update: {
          id?: string;
          images_generated?: number;
          month_year?: string;
          stories_created?: number;
          updated_at?: string;
          user_id?: string;
          voice_generations?: number;
        };
        Relationships: [];
      };
      visitor_generations: {
        Row: {
          day: string;
          generations: number;
          visitor_key: string;
        };
        Insert: {
          day: string;
          generations?: number;
          visitor_key: string;
        };
        Update: {
          day?: string;
          generations?: number;
          visitor_key?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      public_stories: {
        Row: {
          created_at: string | null;
          description: string | null;
          genre: string | null;
          id: string | null;
          is_completed: boolean | null;
          like_count: number | null;
          picture_style: string | null;
          published_at: string | null;
          segment_count: number | null;
          story_mode: string | null;
          target_age: string | null;
          thumbnail_url: string | null;
          title: string | null;
          updated_at: string | null;
          user_id: string | null;
        };
        Insert: {
          created_at?: string | null;
          description?: string | null;
          genre?: string | null;
          id?: string | null;
          is_completed?: boolean | null;
          like_count?: number | null;
          picture_style?: never;
          published_at?: string | null;
          segment_count?: number | null;
          story_mode?: string | null;
          target_age?: string | null;
          thumbnail_url?: string | null;
          title?: string | null;
          updated_at?: string | null;
          user_id?: string | null;
        };
        Update: {
          created_at?: string | null;
          description?: string | null;
          genre?: string | null;
          id?: string | null;
          is_completed?: boolean | null;
          like_count?: number | null;
          picture_style?: never;
          published_at?: string | null;
          segment_count?: number | null;
          story_mode?: string | null;
          target_age?: string | null;
          thumbnail_url?: string | null;
          title?: string | null;
          updated_at?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      admin_dashboard_stats: { Args: Record<PropertyKey, never>; Returns: Json };
      admin_list_story_reports: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          handled_at: string;
          id: string;
          note: string;
          reason: string;
          status: string;
          story_id: string;
          story_is_public: boolean;
          story_title: string;
        }[];
      };
      admin_list_users: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          email: string;
          founder_number: number;
          founder_tier: string;
          is_admin: boolean;
          lifetime_discount: number;
          story_count: number;
          tier: string;
          user_id: string;
        }[];
      };
      admin_set_founder: {
        Args: {
          founder_number: number;
          founder_tier: string;
          lifetime_discount: number;
          target_user: string;
        };
        Returns: undefined;
      };
      admin_set_role: {
        Args: {
          granted: boolean;
          role: Database['public']['Enums']['app_role'];
          target_user: string;
        };
        Returns: undefined;
      };
      admin_set_user_tier: {
        Args: { new_tier: string; target_user: string };
        Returns: undefined;
      };
      apply_stripe_event: {
        Args: {
          event_created: string;
          event_id: string;
          event_type: string;
          new_customer: string;
          new_email: string;
          new_end: string;
          new_status: string;
          new_subscribed: boolean;
          new_subscription: string;
          new_tier: string;
          target_user: string;
        };
        Returns: string;
      };
      approve_publish_request: {
        Args: { _fingerprint: string; _story_id: string };
        Returns: undefined;
      };
      assert_admin: { Args: Record<PropertyKey, never>; Returns: undefined };
      assert_usage_caller: { Args: { user_uuid: string }; Returns: undefined };
      check_usage_limit: {
        Args: { check_type: string; tier_name: string; user_uuid: string };
        Returns: boolean;
      };
      child_allows_ai: {
        Args: {
          _child_profile_id: string;
          _grown_up_proof?: string;
          _story_id: string;
        };
        Returns: boolean;
      };
      claim_parent_pin_try: { Args: { _user_id: string }; Returns: Json };
      claim_story_generation: {
        Args: { free_openings: number; is_opening: boolean; story_uuid: string };
        Returns: string;
      };
      claim_story_usage: { Args: { story_uuid: string }; Returns: string };
      claim_visitor_generation: {
        Args: { daily_limits: number[]; visitor_keys: string[] };
        Returns: boolean;
      };
      discover_prefix_rows: {
        Args: { kept_rows: number; word_index: string; words: unknown };
        Returns: number;
      };
      discover_search_query: { Args: { search: string }; Returns: unknown };
      discover_stories: {
        Args: {
          after?: string;
          age?: string;
          before?: string;
          genre?: string;
          page?: number;
          page_size?: number;
          search?: string;
          sort?: string;
        };
        Returns: Json;
      };
      discover_words: {
        Args: { description: string; title: string };
        Returns: unknown;
      };
      effective_tier: { Args: { user_uuid: string }; Returns: string };
      end_grown_up_proof: { Args: { _proof: string }; Returns: undefined };
      get_current_month_usage: {
        Args: { user_uuid: string };
        Returns: {
          images_generated: number;
          month_year: string;
          stories_created: number;
          voice_generations: number;
        }[];
      };
      get_feedback_stats: { Args: Record<PropertyKey, never>; Returns: Json };
      get_story_allowance: {
        Args: Record<PropertyKey, never>;
        Returns: {
          stories_created: number;
          stories_per_month: number;
          tier_name: string;
        }[];
      };
      grown_up_present: {
        Args: { _proof: string; _user_id: string };
        Returns: boolean;
      };
      has_published_story: { Args: { _user_id: string }; Returns: boolean };
      has_role: {
        Args: {
          _role: Database['public']['Enums']['app_role'];
          _user_id: string;
        };
        Returns: boolean;
      };
      holds_grown_up_proof: {
        Args: Record<PropertyKey, never>;
        Returns: boolean;
      };
      increment_usage: {
        Args: {
          images_inc?: number;
          stories_inc?: number;
          user_uuid: string;
          voice_inc?: number;
        };
        Returns: undefined;
      };
      is_published_story: { Args: { _story_id: string }; Returns: boolean };
      issue_grown_up_proof: { Args: { _user_id: string }; Returns: Json };
      note_ai_written_part: {
        Args: { _model: string; _text_sha256: string; _user_id: string };
        Returns: undefined;
      };
      note_ai_written_visitor_part: {
        Args: { _model: string; _story_id: string; _text_sha256: string };
        Returns: undefined;
      };
      publish_checked_story: {
        Args: {
          _fingerprint: string;
          _grown_up_proof?: string;
          _story_id: string;
        };
        Returns: string;
      };
      pull_story_changes: {
        Args: {
          page_size?: number;
          parts_after?: string;
          parts_after_id?: string;
          stories_after?: string;
          stories_after_id?: string;
        };
        Returns: Json;
      };
      read_parent_pin_state: {
        Args: Record<PropertyKey, never>;
        Returns: {
          failed_tries: number;
          has_pin: boolean;
          locked_until: string;
        }[];
      };
      read_story_for_publishing: { Args: { _story_id: string }; Returns: Json };
      record_story_usage: {
        Args: { story_uuid: string; user_uuid: string };
        Returns: boolean;
      };
      remove_child_profile: {
        Args: {
          _child_profile_id: string;
          _keep_stories: boolean;
          _user_id: string;
        };
        Returns: boolean;
      };
      settle_parent_pin_try: { Args: { _user_id: string }; Returns: undefined };
      store_parent_pin: {
        Args: { _pin_hash: string; _user_id: string };
        Returns: undefined;
      };
      unpublish_story: { Args: { _story_id: string }; Returns: undefined };
    };
    Enums: {
      app_role: 'admin' | 'moderator' | 'user';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ['admin', 'moderator', 'user'],
    },
  },
} as const;
