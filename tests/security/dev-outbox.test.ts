// The dev outbox holds every reset and confirmation link, so whoever reads it can take over any
// account (the admin's included): POST /auth/v1/recover, then read the link. It exists only in
// development mode, only for callers on this machine, and never for a request relayed by a proxy.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { RunningStack } from '../../server/start-stack.ts';
import { startSecondStack } from '../integration/support/start-second-stack.ts';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';

async function askForReset(url: string, anonKey: string, email: string) {
  const response = await fetch(`${url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

describe('the dev outbox', () => {
  const stack = inject('stack');
  let victim: TestUser;

  beforeAll(async () => {
    victim = await signUpTestUser('outbox-victim');
  });

  describe('in production mode (NODE_ENV=production)', () => {
    let production: RunningStack;
    beforeAll(async () => {
      production = await startSecondStack({ NODE_ENV: 'production' });
      await askForReset(production.url, production.anonKey, victim.email);
    });
    afterAll(() => production?.stop());

    it.each([
      '/_dev/mail',
      '/_dev/mail/',
      '/_dev/mail?to=VICTIM',
      '/_dev/mail/00000000-0000-0000-0000-000000000000',
    ])('GET %s hands out no mail: a JSON 404', async (path) => {
      const response = await fetch(
        `${production.url}${path.replace('VICTIM', encodeURIComponent(victim.email))}`,
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.text()).not.toContain(victim.email);
    });

    it('stays closed with APP_MODE=production even without NODE_ENV', async () => {
      const explicit = await startSecondStack({ APP_MODE: 'production' });
      try {
        const response = await fetch(
          `${explicit.url}/_dev/mail?to=${encodeURIComponent(victim.email)}`,
        );
        expect(response.status).toBe(404);
      } finally {
        await explicit.stop();
      }
    });
  });

  describe('in development mode (npm start on a fresh machine)', () => {
    beforeAll(() => askForReset(stack.url, stack.anonKey, victim.email));

    it('shows the reset link to a developer on this machine', async () => {
      const response = await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(victim.email)}`);
      expect(response.status).toBe(200);
      const mails = (await response.json()) as { to: string; links: string[] }[];
      expect(mails[0]?.to).toBe(victim.email);
      expect(mails[0]?.links.length).toBeGreaterThan(0);
    });

    it.each([
      ['X-Forwarded-For', '203.0.113.9'],
      ['Forwarded', 'for=203.0.113.9;proto=https'],
      ['X-Real-IP', '203.0.113.9'],
    ])(
      'refuses a request a proxy relayed (%s): the caller is not on this machine',
      async (header, value) => {
        const response = await fetch(
          `${stack.url}/_dev/mail?to=${encodeURIComponent(victim.email)}`,
          {
            headers: { [header]: value },
          },
        );
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain(victim.email);
      },
    );
  });
});
