// Checks a parent PIN on the server: the try is counted in the database before the hash is compared
// (claim_parent_pin_try), so tries sent at once cannot get past the lock; the right PIN clears the count.
import type { SupabaseCaller } from '../call-supabase.ts';
import { errorResponse } from '../http-responses.ts';
import { PARENT_PIN_TRIES } from './child-profile-rules.ts';
import { PARENT_PIN_LOCK_MS, lockedPinMessage, wrongPinMessage } from './parent-pin-messages.ts';
import { verifyParentPin } from './hash-parent-pin.ts';

function lockedAnswer(lockedUntil: string): Response {
  return errorResponse(423, lockedPinMessage(lockedUntil), {
    code: 'pin_locked',
    locked_until: lockedUntil,
  });
}

/** null when the PIN is right; otherwise the answer to send. */
export async function checkParentPin(
  service: SupabaseCaller,
  userId: string,
  pin: string,
): Promise<Response | null> {
  const claim = await service.rpc('claim_parent_pin_try', { _user_id: userId });
  if (!claim)
    return errorResponse(409, 'Set a parent PIN first, on the Family page', { code: 'no_pin' });
  if (!claim.pin_hash) return lockedAnswer(claim.locked_until ?? new Date().toISOString());
  if (await verifyParentPin(pin, claim.pin_hash)) {
    await service.rpc('settle_parent_pin_try', { _user_id: userId });
    return null;
  }
  const left = PARENT_PIN_TRIES - (claim.failed_tries ?? PARENT_PIN_TRIES);
  if (left <= 0) return lockedAnswer(new Date(Date.now() + PARENT_PIN_LOCK_MS).toISOString());
  return errorResponse(403, wrongPinMessage(left), { code: 'wrong_pin', tries_left: left });
}
