// A second gateway of the integration stack with Stripe configured (the STRIPE_* values).
import type { RunningStack } from '../../../server/start-stack.ts';
import { startSecondStack } from './start-second-stack.ts';

export interface StripeSettings {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

export function startStripeStack(settings: StripeSettings): Promise<RunningStack> {
  return startSecondStack({ ...settings });
}
