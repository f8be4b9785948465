// POST /verify with an SMS code (type sms or phone_change). The stack sends no SMS, so no user has
// a phone number or a pending phone change and no code can match; it answers as GoTrue does for a
// number it has no user for, after checking the number's format the way GoTrue does.
import { AuthFailure, validationFailed } from './auth-error.ts';

export const PHONE_VERIFY_TYPES = ['sms', 'phone_change'] as const;

const E164_DIGITS = /^[1-9][0-9]{1,14}$/;

export function isPhoneVerifyType(value: unknown): boolean {
  return typeof value === 'string' && (PHONE_VERIFY_TYPES as readonly string[]).includes(value);
}

export function refusePhoneCode(phone: unknown): never {
  const digits = typeof phone === 'string' ? phone.replace(/^\+/, '').replaceAll(' ', '') : '';
  if (!E164_DIGITS.test(digits))
    throw validationFailed('Invalid phone number format (E.164 required)');
  throw new AuthFailure(403, 'otp_expired', 'Token has expired or is invalid');
}
