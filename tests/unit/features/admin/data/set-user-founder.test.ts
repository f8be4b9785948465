// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setUserFounder } from '@/features/admin/data/set-user-founder';
import { recordingRpcClient } from '../../../support/recording-rpc-client';

describe('setUserFounder', () => {
  it('sends the founder tier with its number and discount', async () => {
    const { client, calls } = recordingRpcClient();
    await setUserFounder(client, 'u1', {
      tier: 'pioneer',
      founderNumber: 42,
      lifetimeDiscount: 60,
    });
    expect(calls).toEqual([
      {
        name: 'admin_set_founder',
        args: {
          target_user: 'u1',
          founder_tier: 'pioneer',
          founder_number: 42,
          lifetime_discount: 60,
        },
      },
    ]);
  });

  it('removes the founder status when given none', async () => {
    const { client, calls } = recordingRpcClient();
    await setUserFounder(client, 'u1', null);
    expect(calls).toEqual([
      {
        name: 'admin_set_founder',
        args: {
          target_user: 'u1',
          founder_tier: null,
          founder_number: null,
          lifetime_discount: null,
        },
      },
    ]);
  });

  it('refuses a number outside the tier’s places without asking the database', async () => {
    const { client, calls } = recordingRpcClient();
    await expect(
      setUserFounder(client, 'u1', { tier: 'genesis', founderNumber: 26, lifetimeDiscount: 100 }),
    ).rejects.toThrow('Founder number for this tier must be between 1 and 25');
    await expect(
      setUserFounder(client, 'u1', {
        tier: 'early_adopter',
        founderNumber: 150,
        lifetimeDiscount: 120,
      }),
    ).rejects.toThrow('Lifetime discount must be a whole number from 0 to 100');
    expect(calls).toEqual([]);
  });

  it('says the place is taken when another founder holds the number', async () => {
    const { client } = recordingRpcClient({
      code: '23505',
      message: 'duplicate key value violates unique constraint "user_founders_founder_number_key"',
    });
    await expect(
      setUserFounder(client, 'u1', { tier: 'pioneer', founderNumber: 42, lifetimeDiscount: 60 }),
    ).rejects.toThrow('Founder number 42 is already taken');
  });
});
