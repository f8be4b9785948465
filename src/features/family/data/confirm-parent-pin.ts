import { checkParentPinOnDevice, rememberParentPin } from './parent-pin-on-device';
import { verifyParentPin } from './verify-parent-pin';

/**
 * The parent gate's check: on the device when it keeps the PIN's hash (so it works offline), else
 * once on the server, whose answer the device then remembers. Throws the reason a PIN is refused.
 */
export async function confirmParentPin(userId: string, pin: string): Promise<void> {
  if (await checkParentPinOnDevice(userId, pin)) return;
  await verifyParentPin(pin);
  await rememberParentPin(userId, pin);
}
