// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLogger, LOG_BUFFER_SIZE } from '@/lib/logger';

function fakeConsole() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('logger', () => {
  it('keeps entries with level, message, data, timestamp, component and provider', () => {
    const logger = createLogger({ production: false, console: fakeConsole() });
    logger.scoped({ component: 'voice', provider: 'tts' }).warn('Narration slow', { ms: 900 });
    const [entry] = logger.entries();
    expect(entry).toMatchObject({
      level: 'warn',
      message: 'Narration slow',
      data: { ms: 900 },
      component: 'voice',
      provider: 'tts',
    });
    expect(Number.isNaN(Date.parse(entry!.timestamp))).toBe(false);
  });

  it('keeps only the newest 100 entries', () => {
    const logger = createLogger({ production: false, console: fakeConsole() });
    for (let index = 0; index < LOG_BUFFER_SIZE + 20; index += 1) logger.info(`entry ${index}`);
    const entries = logger.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]!.message).toBe('entry 20');
    expect(entries.at(-1)!.message).toBe('entry 119');
  });

  it('scrubs secrets before keeping or printing them', () => {
    const sink = fakeConsole();
    const logger = createLogger({ production: false, console: sink });
    logger.error('Call failed with Bearer abc.def', {
      headers: { authorization: 'Bearer abc.def' },
      password: 'pw',
    });
    const printed = JSON.stringify(sink.error.mock.calls);
    const kept = JSON.stringify(logger.entries());
    for (const text of [printed, kept]) {
      expect(text).not.toContain('abc.def');
      expect(text).not.toContain('"pw"');
    }
    expect(sink.error).toHaveBeenCalledWith('Call failed with Bearer [REDACTED]', {
      headers: { authorization: '[REDACTED]' },
      password: '[REDACTED]',
    });
  });

  it('exports the buffer as JSON in development and refuses in production', () => {
    const development = createLogger({ production: false, console: fakeConsole() });
    development.info('hello', { a: 1 });
    expect(JSON.parse(development.exportLogs()!)).toMatchObject([
      { level: 'info', message: 'hello', data: { a: 1 } },
    ]);

    const production = createLogger({ production: true, console: fakeConsole() });
    production.info('hello');
    expect(production.exportLogs()).toBeNull();
  });

  it('does not print debug entries in production', () => {
    const sink = fakeConsole();
    const logger = createLogger({ production: true, console: sink });
    logger.debug('details');
    logger.warn('heads up');
    expect(sink.debug).not.toHaveBeenCalled();
    expect(sink.warn).toHaveBeenCalledWith('heads up');
  });
});
