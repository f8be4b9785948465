import { z } from 'zod/mini';
import { PARENT_PIN_PATTERN } from '@shared/family/child-profile-rules.ts';
import { callParentPin } from './call-parent-pin';

export const PARENT_PIN_MESSAGE = 'The parent PIN is 4 to 6 digits';
export const parentPinSchema = z.string().check(z.regex(PARENT_PIN_PATTERN, PARENT_PIN_MESSAGE));

/** Sets the parent PIN; changing one already set needs it. */
export async function setParentPin(pin: string, currentPin?: string): Promise<void> {
  await callParentPin({
    action: 'set',
    pin: parentPinSchema.parse(pin),
    ...(currentPin ? { current_pin: currentPin } : {}),
  });
}
