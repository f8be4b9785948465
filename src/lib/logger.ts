import { config } from './config';
import { scrubLogData } from './scrub-log-data';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  data: unknown;
  timestamp: string;
  component?: string;
  provider?: string;
}

export interface LogContext {
  component?: string;
  provider?: string;
}

type LogMethod = (message: string, data?: unknown, context?: LogContext) => void;

export interface Logger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  /** A logger that stamps every entry with this component (and provider). */
  scoped(context: LogContext): Omit<Logger, 'scoped' | 'entries' | 'exportLogs' | 'clear'>;
  entries(): readonly LogEntry[];
  /** The buffer as JSON for a bug report; null in production, where nobody should be asked to copy logs out. */
  exportLogs(): string | null;
  clear(): void;
}

export interface LoggerOptions {
  production: boolean;
  capacity?: number;
  console?: Pick<Console, LogLevel>;
}

export const LOG_BUFFER_SIZE = 100;

export function createLogger({
  production,
  capacity = LOG_BUFFER_SIZE,
  console: sink = globalThis.console,
}: LoggerOptions): Logger {
  const buffer: LogEntry[] = [];

  const write = (level: LogLevel, message: string, data: unknown, context: LogContext = {}) => {
    const entry: LogEntry = {
      level,
      message: scrubLogData(message) as string,
      data: scrubLogData(data),
      timestamp: new Date().toISOString(),
      ...(context.component ? { component: context.component } : {}),
      ...(context.provider ? { provider: context.provider } : {}),
    };
    buffer.push(entry);
    if (buffer.length > capacity) buffer.splice(0, buffer.length - capacity);
    if (production && level === 'debug') return;
    const prefix = context.component ? `[${context.component}] ` : '';
    if (entry.data === undefined) sink[level](`${prefix}${entry.message}`);
    else sink[level](`${prefix}${entry.message}`, entry.data);
  };

  const methods = (context?: LogContext) => ({
    debug: (message: string, data?: unknown, own?: LogContext) =>
      write('debug', message, data, { ...context, ...own }),
    info: (message: string, data?: unknown, own?: LogContext) =>
      write('info', message, data, { ...context, ...own }),
    warn: (message: string, data?: unknown, own?: LogContext) =>
      write('warn', message, data, { ...context, ...own }),
    error: (message: string, data?: unknown, own?: LogContext) =>
      write('error', message, data, { ...context, ...own }),
  });

  return {
    ...methods(),
    scoped: (context) => methods(context),
    entries: () => [...buffer],
    exportLogs: () => (production ? null : JSON.stringify(buffer, null, 2)),
    clear: () => {
      buffer.length = 0;
    },
  };
}

/** The page's logger: the last 100 entries, secrets scrubbed before they are kept or printed. */
export const logger: Logger = createLogger({ production: config.PROD });
