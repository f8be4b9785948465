// Where the offline core writes its log lines (failed local writes, skipped segment uploads), for
// the app's logger. The core also runs in Node (tests, benches, soak), so it defaults to the console
// and the page hands it the app's logger at start-up.

export interface OfflineLogSink {
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

let sink: OfflineLogSink = globalThis.console;

export function setOfflineLogSink(next: OfflineLogSink): void {
  sink = next;
}

export const offlineLog: OfflineLogSink = {
  warn: (message, data) => sink.warn(message, data),
  error: (message, data) => sink.error(message, data),
};
