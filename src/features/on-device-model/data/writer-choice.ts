// When this device's kept model writes a part: offline or with no AI service configured, and online
// too when the reader chose it in Settings; never for a story the reader switched it off for. Kept
// on the device: the model itself is only on this device.
const CHOICE_KEY = 'storycanvas:on-device-writer';
const STORIES_OFF_KEY = 'storycanvas:on-device-writer-off';

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

function readStoriesOff(): string[] {
  try {
    const kept: unknown = JSON.parse(globalThis.localStorage?.getItem(STORIES_OFF_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the reader switched the model off for this story: the storyteller writes it offline. */
export function readStoryWriterOff(storyId: string): boolean {
  return readStoriesOff().includes(storyId);
}

/**
 * Whether the kept model writes a story's next part: where no AI service is reachable (offline, or
 * none configured) it writes instead of the built-in storyteller; where one is, only when the
 * reader chose the model in Settings.
 */
export function deviceModelWrites(
  storyId: string | undefined,
  aiServiceReachable: boolean,
): boolean {
  if (storyId && readStoryWriterOff(storyId)) return false;
  return !aiServiceReachable || readWriterChoice();
}

export function keepStoryWriterOff(storyId: string, off: boolean): void {
  const others = readStoriesOff().filter((id) => id !== storyId);
  try {
    const kept = off ? [...others, storyId] : others;
    if (kept.length > 0) globalThis.localStorage?.setItem(STORIES_OFF_KEY, JSON.stringify(kept));
    else globalThis.localStorage?.removeItem(STORIES_OFF_KEY);
  } catch {
    // Without storage the switch lasts only as long as the page.
  }
}
