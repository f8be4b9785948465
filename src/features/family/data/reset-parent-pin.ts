import { callParentPin } from './call-parent-pin';
import { rememberParentPin } from './parent-pin-on-device';
import { parentPinSchema } from './set-parent-pin';

/** Sets a new parent PIN with the account's password (a forgotten or locked PIN), here and on the server. */
export async function resetParentPin(userId: string, password: string, pin: string): Promise<void> {
  const checked = parentPinSchema.parse(pin);
  await callParentPin({ action: 'reset', pin: checked, password });
  await rememberParentPin(userId, checked);
}
