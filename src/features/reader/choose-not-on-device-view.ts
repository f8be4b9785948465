/**
 * What /story/{id} shows when the story is not in this device's store:
 * - checking: the server or the session has not answered yet;
 * - read-in-viewer: a published story of someone else (or of nobody), opened from a shared link,
 *   is read where every reader reads it;
 * - not-on-device: offline, unknown, private to another account, or the reader's own story, which
 *   sync brings to this device to be continued here.
 */
export type NotOnDeviceView = 'checking' | 'read-in-viewer' | 'not-on-device';

export interface NotOnDeviceFacts {
  online: boolean;
  /** The signed-in reader's id; null with nobody signed in; undefined until the session is known. */
  readerId: string | null | undefined;
  /**
   * The server's published story: undefined while asked, null when it has none (or could not say).
   * Only its author matters here.
   */
  published: { user_id: string | null } | null | undefined;
}

export function chooseNotOnDeviceView({
  online,
  readerId,
  published,
}: NotOnDeviceFacts): NotOnDeviceView {
  if (!online || published === null) return 'not-on-device';
  if (published === undefined || readerId === undefined) return 'checking';
  const ownStory = readerId !== null && published.user_id === readerId;
  return ownStory ? 'not-on-device' : 'read-in-viewer';
}
