// The fields an admin request may set on a user, read the way GoTrue reads them: metadata must be
// an object, and ban_duration is 'none' or a Go duration.
import { validationFailed } from './auth-error.ts';

export type AdminBody = Record<string, unknown>;

const DURATION = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)$/;
const SECONDS_PER_UNIT: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's ban_duration: 'none' lifts a ban, a Go duration like '24h' or '1.5h' sets one. */
export function readBannedUntil(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const match = typeof value === 'string' ? DURATION.exec(value) : null;
  if (!match) throw validationFailed('invalid format for ban duration');
  return new Date(Date.now() + Number(match[1]) * SECONDS_PER_UNIT[match[2]!]! * 1000);
}

export function readObjectField(value: unknown, name: string): AdminBody | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw validationFailed(`${name} must be an object`);
  return value as AdminBody;
}
