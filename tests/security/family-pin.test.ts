// The parent PIN's lock and reset on the real stack (issue #26): five wrong tries in a row lock it,
// even sent at once; a forgotten or locked PIN is reset only with the account's password, which the
// auth service checks, and the old PIN then stops working.
import { describe, expect, inject, it } from 'vitest';
import { signUpTestUser, TEST_PASSWORD } from '../integration/support/test-users.ts';
import { callFunction } from './family-support.ts';

describe('parent PIN', () => {
  it('five wrong PINs in a row lock it, even sent at once, and the right one is then refused too', async () => {
    const locked = await signUpTestUser('family-locked');
    expect(
      (await callFunction('parent-pin', locked.accessToken, { action: 'set', pin: '1357' })).status,
    ).toBe(200);
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () =>
        callFunction('parent-pin', locked.accessToken, { action: 'verify', pin: '0000' }),
      ),
    );
    expect(wrong.filter((a) => a.status === 403)).toHaveLength(4);
    expect(wrong.filter((a) => a.status === 423)).toHaveLength(4);
    const right = await callFunction('parent-pin', locked.accessToken, {
      action: 'verify',
      pin: '1357',
    });
    expect(right.status).toBe(423);
    expect(right.body.code).toBe('pin_locked');
    const state = await locked.client.rpc('read_parent_pin_state');
    expect(Date.parse((state.data as { locked_until: string }[])[0]!.locked_until)).toBeGreaterThan(
      Date.now() + 14 * 60_000,
    );
  });

  it('a PIN is reset with the account password only, which also lifts the lock', async () => {
    const parent = await signUpTestUser('family-reset');
    const pin = (body: Record<string, unknown>) =>
      callFunction('parent-pin', parent.accessToken, body);
    expect((await pin({ action: 'set', pin: '1357' })).status).toBe(200);
    for (let n = 0; n < 5; n += 1) await pin({ action: 'verify', pin: '0000' });
    expect((await pin({ action: 'verify', pin: '1357' })).status).toBe(423);

    const guessed = await pin({ action: 'reset', pin: '2468', password: 'not the password' });
    expect(guessed.status).toBe(403);
    expect(guessed.body).toMatchObject({
      error: 'That password is not right',
      code: 'wrong_password',
      field: 'password',
    });
    expect((await pin({ action: 'verify', pin: '1357' })).status).toBe(423);

    const visitor = await callFunction('parent-pin', inject('stack').anonKey, {
      action: 'reset',
      pin: '2468',
      password: TEST_PASSWORD,
    });
    expect(visitor.status).toBe(401);

    const reset = await pin({ action: 'reset', pin: '2468', password: TEST_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.text).not.toContain('scrypt');
    expect((await pin({ action: 'verify', pin: '2468' })).status).toBe(200);
    const old = await pin({ action: 'verify', pin: '1357' });
    expect(old.status).toBe(403);
    expect(old.body.code).toBe('wrong_pin');
  });
});
