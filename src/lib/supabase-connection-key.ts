/** localStorage key of the last public config the server gave; a leaf module so the key catalogue can list it cheaply. */
export const SUPABASE_CONNECTION_KEY = 'storycanvas_supabase_connection';
