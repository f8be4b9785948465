// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrubLogData } from '@/lib/scrub-log-data';

describe('scrubLogData', () => {
  it('redacts values under sensitive keys at any depth and in any case', () => {
    const scrubbed = scrubLogData({
      apiKey: 'k1',
      API_KEY: 'k2',
      'x-api-key': 'k3',
      headers: { Authorization: 'Basic abc', nested: [{ refresh_token: 'r1', Password: 'p1' }] },
      clientSecret: 's1',
      bearer: 'b1',
      storyId: 'story-1',
    });
    expect(scrubbed).toEqual({
      apiKey: '[REDACTED]',
      API_KEY: '[REDACTED]',
      'x-api-key': '[REDACTED]',
      headers: {
        Authorization: '[REDACTED]',
        nested: [{ refresh_token: '[REDACTED]', Password: '[REDACTED]' }],
      },
      clientSecret: '[REDACTED]',
      bearer: '[REDACTED]',
      storyId: 'story-1',
    });
  });

  it('redacts credentials written inside strings', () => {
    expect(scrubLogData('request failed with Bearer xyz.abc-123 attached')).toBe(
      'request failed with Bearer [REDACTED] attached',
    );
    expect(scrubLogData('header authorization: bearer secretvalue')).not.toContain('secretvalue');
    expect(scrubLogData('GET /cb?access_token=abc123&state=ok')).toBe(
      'GET /cb?access_token=[REDACTED]&state=ok',
    );
    expect(scrubLogData('password=hunter2 user=ann')).toBe('password=[REDACTED] user=ann');
    expect(scrubLogData({ note: 'api_key: "sk-live-42"' })).toEqual({
      note: 'api_key: "[REDACTED]"',
    });
    expect(scrubLogData('jwt eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln here')).toBe(
      'jwt [REDACTED] here',
    );
  });

  it('keeps ordinary data, does not change the caller object and survives cycles and errors', () => {
    const input: Record<string, unknown> = {
      title: 'The Dragon',
      count: 3,
      ok: true,
      missing: null,
    };
    input.self = input;
    const scrubbed = scrubLogData(input) as Record<string, unknown>;
    expect(scrubbed).toMatchObject({
      title: 'The Dragon',
      count: 3,
      ok: true,
      missing: null,
      self: '[Circular]',
    });
    expect(input.self).toBe(input);

    const error = scrubLogData(new Error('token=abc failed')) as { name: string; message: string };
    expect(error.name).toBe('Error');
    expect(error.message).toBe('token=[REDACTED] failed');
  });
});
