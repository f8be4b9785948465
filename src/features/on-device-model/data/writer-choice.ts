// Whether the reader chose, in Settings, to have this device's model write when no AI service is
// reachable. Kept on the device: the model itself is only on this device.
const CHOICE_KEY = 'storycanvas:on-device-writer';

export function readWriterChoice(): boolean {
  try {
    return globalThis.localStorage?.getItem(CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function keepWriterChoice(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(CHOICE_KEY, 'on');
    else globalThis.localStorage?.removeItem(CHOICE_KEY);
  } catch {
    // Without storage the choice lasts only as long as the page.
  }
}
