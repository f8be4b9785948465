// Decides whether the app is online, for the sync engine and the status header: the browser's
// 'offline' event means offline at once; its 'online' event or a heartbeat every 30000 ms triggers a
// health check. offline → online raises 'reconnected'; every other change raises 'status-change'.
import { checkServerHealth, HEARTBEAT_TIMEOUT_MS } from './check-server-health';

export type NetworkStatus = 'checking' | 'online' | 'offline';

export type NetworkEvent =
  | { type: 'status-change'; status: NetworkStatus; previous: NetworkStatus }
  | { type: 'reconnected'; status: 'online'; previous: 'offline' };

export interface NetworkMonitorOptions {
  healthUrl?: string;
  heartbeatMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where the browser's online/offline events arrive (window in the page). */
  events?: EventTarget;
}

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** After the browser's 'online' event the link often needs a moment; checks follow at these delays until one succeeds. */
export const ONLINE_RECHECK_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

export class NetworkMonitor {
  private status: NetworkStatus = 'checking';
  private readonly listeners = new Set<(event: NetworkEvent) => void>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private recheck: ReturnType<typeof setTimeout> | undefined;
  // Bumped by every 'offline' event so a health check started before it cannot undo it.
  private generation = 0;

  constructor(private readonly options: NetworkMonitorOptions = {}) {}

  getStatus(): NetworkStatus {
    return this.status;
  }

  isOnline(): boolean {
    return this.status === 'online';
  }

  subscribe(listener: (event: NetworkEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    const events = this.options.events ?? globalThis;
    events.addEventListener('offline', this.handleOffline);
    events.addEventListener('online', this.handleOnline);
    this.heartbeat = setInterval(
      () => void this.checkNow(),
      this.options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    );
    void this.checkNow();
  }

  stop(): void {
    const events = this.options.events ?? globalThis;
    events.removeEventListener('offline', this.handleOffline);
    events.removeEventListener('online', this.handleOnline);
    clearInterval(this.heartbeat);
    clearTimeout(this.recheck);
  }

  async checkNow(): Promise<NetworkStatus> {
    const generation = this.generation;
    const healthy = await checkServerHealth(
      this.options.healthUrl ?? '/api/health-check',
      this.options.fetch,
      this.options.timeoutMs ?? HEARTBEAT_TIMEOUT_MS,
    );
    if (generation === this.generation) this.setStatus(healthy ? 'online' : 'offline');
    return this.status;
  }

  private readonly handleOffline = (): void => {
    this.generation += 1;
    clearTimeout(this.recheck);
    this.setStatus('offline');
  };

  private readonly handleOnline = (): void => {
    clearTimeout(this.recheck);
    void this.checkUntilOnline(0);
  };

  private async checkUntilOnline(attempt: number): Promise<void> {
    const generation = this.generation;
    if ((await this.checkNow()) === 'online' || generation !== this.generation) return;
    const delay = ONLINE_RECHECK_DELAYS_MS[attempt];
    if (delay !== undefined)
      this.recheck = setTimeout(() => void this.checkUntilOnline(attempt + 1), delay);
  }

  private setStatus(next: NetworkStatus): void {
    const previous = this.status;
    if (previous === next) return;
    this.status = next;
    const event: NetworkEvent =
      previous === 'offline' && next === 'online'
        ? { type: 'reconnected', status: 'online', previous: 'offline' }
        : { type: 'status-change', status: next, previous };
    for (const listener of this.listeners) listener(event);
  }
}
