// Every key the app stores in the browser (localStorage, sessionStorage, cookies), in one place,
// so nothing collides and the start-up hygiene knows what to keep. Used by every feature.
import { CHILD_PROFILE_COOKIE } from '@common/server-rendered-pages.ts';
import { ACTIVE_PROFILE_KEY } from '@/lib/active-profile-key';
import { GROWN_UP_PROOF_KEY } from '@/lib/grown-up-proof-key';
import { PENDING_CHANGES_KEY } from '@/lib/pending-changes-key';
import { SUPABASE_CONNECTION_KEY } from '@/lib/supabase-connection-key';

export const STORAGE_KEYS = {
  anonymousStoryIds: 'anonymous_story_ids',
  anonymousStoryMetadata: 'anonymous_story_metadata',
  settings: 'storyCanvasSettings',
  pendingFeedback: 'pending_feedback',
  anonymousVisitorId: 'anonymous_visitor_id',
  // No 'session_' in it: the start-up purge removes local keys containing that before legacy keys move.
  sessionState: 'storycanvas_session',
  theme: 'storycanvas_theme',
  storyWizard: 'storyCanvasWizard',
  storyGenerationSettings: 'story_generation_settings',
  syncCheckpoints: 'storycanvas_sync_checkpoints',
  readerCache: 'storycanvas_reader_cache',
  narrationAudio: 'storycanvas_narration_audio',
  supabaseConnection: SUPABASE_CONNECTION_KEY,
  migrationLastAsked: 'storycanvas_migration_last_asked',
  readingBranches: 'storycanvas_reading_branches',
  /** Set while changes wait in the queue, so the next page load starts sync without waiting for idle. */
  pendingChanges: PENDING_CHANGES_KEY,
  /** The profile this device is in (the parent's or a child's), per account: offline switching. */
  activeProfile: ACTIVE_PROFILE_KEY,
  /** The account's child profiles as last read, so the switcher lists them offline. */
  familyChildren: 'storycanvas_family_children',
  /** The children's stories waiting for the parent's yes as last read, so /family lists them offline. */
  familyRequests: 'storycanvas_family_requests',
  /** The parent PIN as a slow salted hash (PBKDF2), never the PIN, for the check with no network. */
  parentPin: 'storycanvas_parent_pin',
  /** The grown-up proof a right parent PIN brought from the server; dropped on entering a child's profile. */
  grownUpProof: GROWN_UP_PROOF_KEY,
  /** A parent's approvals and AI switches made offline, kept until the server takes them with the proof. */
  grownUpChanges: 'storycanvas_grown_up_changes',
} as const;

/** Session-storage autosave entries: this prefix, then the draft's id; each holds a timestamp. */
export const AUTOSAVE_PREFIX = 'autosave_';

/** Keys that older versions kept in localStorage and that belong in sessionStorage (moved at start). */
export const LEGACY_SESSION_KEYS = [STORAGE_KEYS.sessionState] as const;

/** Key prefixes likewise moved from localStorage to sessionStorage at start: old autosave entries. */
export const LEGACY_SESSION_KEY_PREFIXES = [AUTOSAVE_PREFIX] as const;

export { SECURE_STORAGE_PREFIX } from '@/lib/secure-storage-prefix';

export const COOKIE_NAMES = {
  consent: 'cookie_consent',
  consentPreferences: 'cookie_preferences',
  theme: 'theme',
  userPreferences: 'user_preferences',
  rememberMe: 'remember_me',
  storySettings: 'story_settings',
  /** Set while a child's profile is open, so the server leaves Discover's first page to the app. */
  childProfile: CHILD_PROFILE_COOKIE,
} as const;
