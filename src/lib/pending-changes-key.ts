/** localStorage key set while changes wait to sync; listed with every key in offline/storage-keys. */
export const PENDING_CHANGES_KEY = 'storycanvas_pending_changes';
