// A visitor's stories in bulk, written straight into the page's device store (IndexedDB, as the app
// keeps them: owner-less rows not yet synced), for the bench and the e2e that open My Stories with
// a thousand stories, on a page of the app.
import type { Page } from '@playwright/test';

export function seedDeviceStories(page: Page, count: number): Promise<void> {
  return page.evaluate(async (total) => {
    // The app may still be creating its store: open again until the stories table is there.
    let database: IDBDatabase | undefined;
    for (let attempt = 0; !database && attempt < 200; attempt += 1) {
      const opened = await new Promise<IDBDatabase>((done, failed) => {
        const request = indexedDB.open('StoryCanvasDB');
        request.onsuccess = () => done(request.result);
        request.onerror = () => failed(request.error);
      });
      if (opened.objectStoreNames.contains('stories')) database = opened;
      else {
        opened.close();
        await new Promise((wait) => setTimeout(wait, 50));
      }
    }
    if (!database) throw new Error('The app never created its device store');
    const write = database.transaction('stories', 'readwrite');
    const now = Date.now();
    for (let n = 0; n < total; n += 1) {
      const stamp = new Date(now - n * 60_000).toISOString();
      write.objectStore('stories').put({
        id: crypto.randomUUID(),
        user_id: null,
        title: `Story ${n + 1}`,
        description: `The visitor's story number ${n + 1}`,
        genre: 'adventure',
        target_age: '7-9',
        is_public: false,
        is_completed: n % 3 === 0,
        segment_count: 20,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
        is_synced: false,
        server_updated_at: null,
      });
    }
    await new Promise<void>((done, failed) => {
      write.oncomplete = () => done();
      write.onerror = () => failed(write.error);
    });
    database.close();
  }, count);
}
