import { userScope } from '@/lib/user-scope';

/** Everything /family reads of one parent, so one invalidation refreshes the page after a change. */
export const familyScope = (userId: string) => [...userScope(userId), 'family'] as const;
