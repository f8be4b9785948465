/**
 * Publishing one story of this device to Discover, as a page sees it. Discover makes it
 * (`useStoryPublishing`); the routes hand it to the reader's ending and the editor, which may not
 * import Discover.
 */
export interface StoryPublishing {
  /** publish-story checks what the server holds, so a story can be published once every part has synced. */
  synced: boolean;
  pending: boolean;
  /** Why the server refused (the safety gate's kind message), shown beside the button. */
  refusal: string | null;
  /** A story written in a child's profile: Publish asks a parent, so the button says "Ask to publish". */
  asksParent: boolean;
  /** The request waits in the parent's Family page. */
  waiting: boolean;
  /** What the parent's answer means for the story, told kindly (waiting, or not yet). */
  parentNote: string | null;
  publish(): void;
  unpublish(): void;
}
