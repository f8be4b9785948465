import { ParentPinUnreachable } from './call-parent-pin';
import { checkParentPinOnDevice, rememberParentPin } from './parent-pin-on-device';
import { verifyParentPin } from './verify-parent-pin';

/**
 * The parent gate's check: on the device when it keeps the PIN's hash (so it works offline), else
 * once on the server, whose answer the device then remembers. Throws the reason a PIN is refused.
 * A PIN right on the device is still shown to the server when it can be reached, for the grown-up
 * proof publishing and the AI service ask of an account with children.
 */
export async function confirmParentPin(userId: string, pin: string): Promise<void> {
  if (await checkParentPinOnDevice(userId, pin)) {
    await verifyParentPin(pin).catch((error: unknown) => {
      if (!(error instanceof ParentPinUnreachable)) throw error;
    });
    return;
  }
  await verifyParentPin(pin);
  await rememberParentPin(userId, pin);
}
