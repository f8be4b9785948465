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
} from '../../common/server-rendered-pages.ts';

/** A page that is not rendered by then is served as the app would be without server rendering. */
const RENDER_TIMEOUT_MS = 5000;
/**
 * A new worker first imports the bundle and React, which on a busy machine (a CI runner with the
 * browser tests beside it) takes longer than a render may: the render's own time starts once the
 * worker is ready, and a worker that is not ready by this time is given up on.
 */
const START_TIMEOUT_MS = 60_000;

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const bundle = import(workerData.entry);
const ready = () => parentPort.postMessage({ ready: true });
bundle.then(ready, ready);
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
  ready?: true;
  id: number;
  page?: RenderedPage;
  error?: string;
}

interface RunningWorker {
  worker: Worker;
  mtimeMs: number;
  waiting: Map<number, (page: RenderedPage | undefined) => void>;
  /** Settles when the bundle is imported, or the worker stopped before it was. */
  ready: Promise<void>;
}

function startWorker(entry: string, mtimeMs: number, onStop: () => void): RunningWorker {
  const waiting = new Map<number, (page: RenderedPage | undefined) => void>();
  let settleReady = () => {};
  const ready = new Promise<void>((resolve) => {
    settleReady = resolve;
  });
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
  worker.on('message', ({ ready: isReady, id, page, error }: Reply) => {
    if (isReady) return settleReady();
    if (error) console.error('server rendering failed', error);
    waiting.get(id)?.(page);
    waiting.delete(id);
  });
  const stop = () => {
    settleReady();
    for (const settle of waiting.values()) settle(undefined);
    waiting.clear();
    onStop();
  };
  worker.on('error', (error) => {
    console.error('server rendering worker failed', error);
    stop();
  });
  worker.on('exit', stop);
  return { worker, mtimeMs, waiting, ready };
}

function startedInTime({ ready }: RunningWorker, timeoutMs: number): Promise<boolean> {
  return new Promise((settle) => {
    const timer = setTimeout(() => settle(false), timeoutMs);
    void ready.then(() => {
      clearTimeout(timer);
      settle(true);
    });
  });
}

function renderIn(
  { worker, waiting }: RunningWorker,
  request: { id: number; path: string; live: LiveDataSource },
  timeoutMs: number,
): Promise<RenderedPage | undefined> {
  const { id } = request;
  return new Promise((resolvePage) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolvePage(undefined);
    }, timeoutMs);
    waiting.set(id, (page) => {
      clearTimeout(timer);
      resolvePage(page);
    });
    worker.postMessage(request);
  });
}

export interface PageRendererTimes {
  renderTimeoutMs?: number;
  startTimeoutMs?: number;
}

export function createPageRenderer(
  distDir: string,
  {
    renderTimeoutMs = RENDER_TIMEOUT_MS,
    startTimeoutMs = START_TIMEOUT_MS,
  }: PageRendererTimes = {},
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

  // The first visitor should not wait for the bundle to load: the worker starts with the gateway.
  try {
    currentWorker(statSync(entry).mtimeMs);
  } catch {
    // No build yet: the worker starts with the first page asked for once there is one.
  }

  return (path, live) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      return Promise.resolve(undefined);
    }
    const started = currentWorker(mtimeMs);
    const request = { id: nextId++, path, live };
    return startedInTime(started, startTimeoutMs).then((isReady) =>
      isReady ? renderIn(started, request, renderTimeoutMs) : undefined,
    );
  };
}
