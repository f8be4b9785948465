// Renders the pages that show live data with the build's own server rendering bundle (the one the
// prerendering used), in a worker thread: the app's modules keep timers and state of their own,
// which stay out of the gateway, and a page that throws or hangs costs that one answer only.
// The worker is started again when the bundle changes (tests and benches rebuild dist under a
// running stack) or after it failed.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  SERVER_RENDERER_FILE,
  type LiveDataSource,
  type RenderedPage,
} from '../../supabase/functions/_shared/server-rendered-pages.ts';

/** A page that is not rendered by then is served as the app would be without server rendering. */
const RENDER_TIMEOUT_MS = 5000;

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const bundle = import(workerData.entry);
parentPort.on('message', async ({ id, path, live }) => {
  try {
    const { renderPage } = await bundle;
    parentPort.postMessage({ id, page: await renderPage(path, live) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

interface Reply {
  id: number;
  page?: RenderedPage;
  error?: string;
}

interface RunningWorker {
  worker: Worker;
  mtimeMs: number;
  waiting: Map<number, (page: RenderedPage | undefined) => void>;
}

function startWorker(entry: string, mtimeMs: number, onStop: () => void): RunningWorker {
  const waiting = new Map<number, (page: RenderedPage | undefined) => void>();
  const worker = new Worker(workerCode, {
    eval: true,
    // A new worker has a module cache of its own, so a rebuilt bundle is imported afresh. (A query
    // string on the address would not do: the bundle's chunks import it back without one.)
    workerData: { entry: pathToFileURL(entry).href },
    // React's production server rendering, whatever mode the stack runs in: the development one is
    // slower and writes a failing part's stack trace into the page.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The stack's process ends when its server does; an idle renderer does not hold it open.
  worker.unref();
  worker.on('message', ({ id, page, error }: Reply) => {
    if (error) console.error('server rendering failed', error);
    waiting.get(id)?.(page);
    waiting.delete(id);
  });
  const stop = () => {
    for (const settle of waiting.values()) settle(undefined);
    waiting.clear();
    onStop();
  };
  worker.on('error', (error) => {
    console.error('server rendering worker failed', error);
    stop();
  });
  worker.on('exit', stop);
  return { worker, mtimeMs, waiting };
}

export function createPageRenderer(
  distDir: string,
): (path: string, live: LiveDataSource) => Promise<RenderedPage | undefined> {
  const entry = join(distDir, SERVER_RENDERER_FILE);
  let running: RunningWorker | undefined;
  let nextId = 0;

  function currentWorker(mtimeMs: number): RunningWorker {
    if (running?.mtimeMs === mtimeMs) return running;
    if (running) void running.worker.terminate();
    const started = startWorker(entry, mtimeMs, () => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  }

  return (path, live) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      return Promise.resolve(undefined);
    }
    const { worker, waiting } = currentWorker(mtimeMs);
    const id = nextId++;
    return new Promise((resolvePage) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolvePage(undefined);
      }, RENDER_TIMEOUT_MS);
      waiting.set(id, (page) => {
        clearTimeout(timer);
        resolvePage(page);
      });
      worker.postMessage({ id, path, live });
    });
  };
}
