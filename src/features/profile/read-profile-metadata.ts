import type { User } from '@supabase/auth-js';

export interface ProfileMetadata {
  fullName: string;
  avatarUrl: string;
}

/** Name and avatar from user_metadata (docs/product.md §3); anything that is not text counts as unset. */
export function readProfileMetadata(user: Pick<User, 'user_metadata'>): ProfileMetadata {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    fullName: text(user.user_metadata.full_name),
    avatarUrl: text(user.user_metadata.avatar_url),
  };
}
