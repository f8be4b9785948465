// The safety policy for one age band in words, for a model's instructions.
import type { AgeId } from '../age-bands.ts';
import { HARM_POLICY, keptFrom, POLICY_WELCOMES } from './harm-policy.ts';

export function describeSafetyRules(age: AgeId): string {
  const refused = HARM_POLICY.filter((rule) => keptFrom(age, rule.keptUpTo)).map(
    (rule) => `no ${rule.refuses}`,
  );
  const welcome = keptFrom(age, '7-9') ? `; welcome: ${POLICY_WELCOMES}` : '';
  return `${refused.join('; ')}${welcome}`;
}
