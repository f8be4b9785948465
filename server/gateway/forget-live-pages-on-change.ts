// Empties the live-page cache when the database says a committed write changed what a live page
// shows (migration 20261130052000: a published story, a part of one, a publishing author's name),
// so a reader's sync of private stories keeps the pages every visitor is served. The notice comes on
// commit: a render that read before it and ends after it is not kept (the cache counts forgets).
// While the connection is lost notices are missed, so the cache is emptied again when it listens anew.
import type { Sql } from 'postgres';
import type { LivePageCache } from './live-page-cache.ts';

/** The channel announce_live_page_change() notifies on. */
export const LIVE_PAGE_CHANNEL = 'live_pages';

export async function forgetLivePagesOnChange(
  sql: Sql,
  cache: LivePageCache,
): Promise<{ unlisten: () => Promise<void> }> {
  const forget = () => cache.forget();
  return sql.listen(LIVE_PAGE_CHANNEL, forget, forget);
}
