import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.ts';

/** The page's client, typed by the tables and functions the migrations define: the part of
 * supabase-js's client the app uses (sign-in, tables and functions of the database). Its own file,
 * so the client's maker and the module that hands it out share it without importing each other. */
export type StoryCanvasClient = Pick<SupabaseClient<Database>, 'auth' | 'from' | 'rpc'>;
