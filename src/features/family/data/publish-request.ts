/** A child's story waiting for the parent's yes, as /family lists it. */
export interface PublishRequest {
  storyId: string;
  childProfileId: string;
  title: string;
  createdAt: string;
}
