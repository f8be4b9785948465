// Helpers for the offline e2e specs: a user signed up through the real auth API, its session put
// where supabase-js looks for it, rows written into the app's IndexedDB exactly as the repositories
// write them (row + queued operation in one transaction), and server reads with the user's token.
import type { Browser, Page } from '@playwright/test';
import { acceptCookies } from './wizard-helpers';
import { waitForServiceWorkerControl } from './pwa-helpers';

export interface TestSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
  [key: string]: unknown;
}

export async function readAnonKey(baseURL: string): Promise<string> {
  const config = (await (await fetch(`${baseURL}/api/config`)).json()) as {
    supabaseAnonKey: string;
  };
  return config.supabaseAnonKey;
}

export async function signUpUser(baseURL: string, label: string): Promise<TestSession> {
  const apikey = await readAnonKey(baseURL);
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const response = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery staple' }),
  });
  const session = (await response.json()) as TestSession;
  if (!session.access_token) throw new Error(`sign-up failed: ${JSON.stringify(session)}`);
  return session;
}

/** supabase-js keeps the session under sb-<first host label>-auth-token; the app reads it on load. */
export async function putSession(page: Page, session: TestSession): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, JSON.stringify(value));
  }, session);
}

/** The app opens its database when the data layer starts (page idle): wait until its stores exist. */
export async function waitForDeviceStore(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const listed = (await indexedDB.databases()).some(
      (database) => database.name === 'StoryCanvasDB',
    );
    if (!listed) return false;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('StoryCanvasDB');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const ready = database.objectStoreNames.contains('stories');
    database.close();
    return ready;
  });
}

export interface StoryWrite {
  storyId: string;
  title: string;
  userId: string | null;
  segments: number;
}

/** Writes a story with segments and (for an owner) their insert operations, in one IndexedDB transaction. */
export function writeStory(page: Page, write: StoryWrite): Promise<void> {
  return page.evaluate(async ({ storyId, title, userId, segments }) => {
    const stores = ['stories', 'story_segments', 'operation_queue'];
    // The app may still be opening (or upgrading) its database: wait until it has all its stores.
    const openWithStores = async (): Promise<IDBDatabase> => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const opened = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('StoryCanvasDB');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (stores.every((store) => opened.objectStoreNames.contains(store))) return opened;
        opened.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('The app never created its device store');
    };
    const database = await openWithStores();
    let clock = Date.now();
    const stamp = () => new Date((clock += 1)).toISOString();
    const transaction = database.transaction(stores, 'readwrite');
    const now = stamp();
    const story = {
      id: storyId,
      user_id: userId,
      title,
      description: null,
      genre: 'fantasy',
      story_mode: 'Epic Fantasy',
      target_age: '7-9',
      is_public: false,
      published_at: null,
      is_completed: false,
      segment_count: 0,
      thumbnail_url: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    transaction.objectStore('stories').put({ ...story, is_synced: false, server_updated_at: null });
    const queue = (recordId: string, targetTable: string, payload: object) =>
      transaction.objectStore('operation_queue').put({
        id: crypto.randomUUID(),
        operationType: 'insert',
        targetTable,
        recordId,
        payload,
        createdAt: stamp(),
        retryCount: 0,
        status: 'pending',
      });
    if (userId) queue(storyId, 'stories', story);
    for (let n = 1; n <= segments; n += 1) {
      const time = stamp();
      const segment = {
        id: crypto.randomUUID(),
        story_id: storyId,
        parent_segment_id: null,
        triggering_choice_text: null,
        segment_text: `Segment ${n} of ${title}`,
        choices: [],
        image_prompt: null,
        image_url: null,
        audio_url: null,
        is_end: false,
        sequence_number: n,
        word_count: 4,
        created_at: time,
        updated_at: time,
        deleted_at: null,
      };
      transaction
        .objectStore('story_segments')
        .put({ ...segment, is_synced: false, server_updated_at: null });
      if (userId) queue(segment.id, 'story_segments', segment);
    }
    if (!userId) {
      const ids = JSON.parse(localStorage.getItem('anonymous_story_ids') ?? '[]') as string[];
      localStorage.setItem('anonymous_story_ids', JSON.stringify([...ids, storyId]));
    }
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    database.close();
  }, write);
}

export async function countServerRows(
  baseURL: string,
  session: TestSession,
  table: 'stories' | 'story_segments',
  filter: string,
): Promise<number> {
  const apikey = await readAnonKey(baseURL);
  const response = await fetch(`${baseURL}/rest/v1/${table}?select=id&${filter}`, {
    headers: { apikey, authorization: `Bearer ${session.access_token}` },
  });
  return ((await response.json()) as unknown[]).length;
}

/** The app registers its worker from the layout; registering the same script again is a no-op, so this only removes a dependency on which component does it. */
export async function controlByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => undefined),
  );
  await waitForServiceWorkerControl(page);
}

/** A new browser context (another device) signed in as the session, cookies accepted, on the home page. */
export async function openSignedInPage(browser: Browser, session: TestSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await putSession(page, session);
  await page.goto('/');
  await acceptCookies(page);
  return page;
}

/** The server's row of one story, as its owner reads it, with the given columns (null when absent). */
export async function readServerStory<Row>(
  baseURL: string,
  session: TestSession,
  id: string,
  columns: string,
): Promise<Row | null> {
  const apikey = await readAnonKey(baseURL);
  const response = await fetch(`${baseURL}/rest/v1/stories?id=eq.${id}&select=${columns}`, {
    headers: { apikey, Authorization: `Bearer ${session.access_token}` },
  });
  return ((await response.json()) as Row[])[0] ?? null;
}

/** Publishes a synced story as its author, the only way there is: publish-story's safety gate. */
export async function publishStoryAs(
  baseURL: string,
  accessToken: string,
  storyId: string,
): Promise<void> {
  const published = await fetch(`${baseURL}/functions/v1/publish-story`, {
    method: 'POST',
    headers: {
      apikey: await readAnonKey(baseURL),
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ story_id: storyId }),
  });
  if (published.status !== 200)
    throw new Error(`publish-story answered ${published.status}: ${await published.text()}`);
}
