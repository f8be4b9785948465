import { callParentPin } from './call-parent-pin';

export interface ChildRemoval {
  childProfileId: string;
  pin: string;
  /** Kept as the parent's stories, or deleted from the server with the profile. */
  keepStories: boolean;
}

/** Removes a child through the parent PIN (a plain client delete is refused by the database). */
export async function removeChildProfile(removal: ChildRemoval): Promise<void> {
  await callParentPin({
    action: 'remove-child',
    pin: removal.pin,
    child_profile_id: removal.childProfileId,
    keep_stories: removal.keepStories,
  });
}
