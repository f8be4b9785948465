import { callParentPin } from './call-parent-pin';

/** Checks the PIN on the server, where each wrong try counts towards the lock. */
export async function verifyParentPin(pin: string): Promise<void> {
  await callParentPin({ action: 'verify', pin });
}
