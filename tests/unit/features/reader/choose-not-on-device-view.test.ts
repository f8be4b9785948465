// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseNotOnDeviceView } from '@/features/reader/choose-not-on-device-view';

const AUTHOR = '6f1c2a4e-0b7d-4c3a-9e2f-1a2b3c4d5e6f';
const OTHER_READER = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

describe('chooseNotOnDeviceView', () => {
  it('sends a visitor with no account to the viewer for a published story', () => {
    expect(
      chooseNotOnDeviceView({ online: true, readerId: null, published: { user_id: AUTHOR } }),
    ).toBe('read-in-viewer');
  });

  it('sends another signed-in reader to the viewer for a published story', () => {
    expect(
      chooseNotOnDeviceView({
        online: true,
        readerId: OTHER_READER,
        published: { user_id: AUTHOR },
      }),
    ).toBe('read-in-viewer');
  });

  it("keeps the author's own published story on this page, for sync to bring it", () => {
    expect(
      chooseNotOnDeviceView({ online: true, readerId: AUTHOR, published: { user_id: AUTHOR } }),
    ).toBe('not-on-device');
  });

  it('sends a visitor to the viewer for a story that came with the app, which has no author', () => {
    expect(
      chooseNotOnDeviceView({ online: true, readerId: null, published: { user_id: null } }),
    ).toBe('read-in-viewer');
    expect(
      chooseNotOnDeviceView({ online: true, readerId: AUTHOR, published: { user_id: null } }),
    ).toBe('read-in-viewer');
  });

  it('keeps the message for a story the server does not publish: private, unknown or unreadable', () => {
    for (const readerId of [null, AUTHOR, undefined])
      expect(chooseNotOnDeviceView({ online: true, readerId, published: null })).toBe(
        'not-on-device',
      );
  });

  it('keeps the message offline, whatever is known', () => {
    expect(
      chooseNotOnDeviceView({ online: false, readerId: null, published: { user_id: AUTHOR } }),
    ).toBe('not-on-device');
    expect(
      chooseNotOnDeviceView({ online: false, readerId: undefined, published: undefined }),
    ).toBe('not-on-device');
  });

  it('waits while the server has not answered', () => {
    expect(chooseNotOnDeviceView({ online: true, readerId: null, published: undefined })).toBe(
      'checking',
    );
  });

  it('waits for the session before sending anyone away, so an author is never taken for a visitor', () => {
    expect(
      chooseNotOnDeviceView({ online: true, readerId: undefined, published: { user_id: AUTHOR } }),
    ).toBe('checking');
  });
});
