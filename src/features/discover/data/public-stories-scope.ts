/**
 * Every cached page of Discover starts with this key: a like changes their counts, publishing and
 * unpublishing what they list. Kept apart from the read, so publishing loads none of its validation.
 */
export const publicStoriesScope = ['public-stories'] as const;
