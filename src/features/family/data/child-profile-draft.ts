import { z } from 'zod/mini';
import {
  CHILD_AVATARS,
  CHILD_NAME_MAX_LENGTH,
  CHILD_READING_BANDS,
} from '@shared/family/child-profile-rules.ts';

/** What a parent types for a child: a first name or nickname, an avatar and a reading band. */
export const childProfileDraftSchema = z.object({
  display_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the child’s first name or a nickname'),
      z.maxLength(CHILD_NAME_MAX_LENGTH, `Keep the name to ${CHILD_NAME_MAX_LENGTH} characters`),
    ),
  avatar: z.enum(CHILD_AVATARS),
  reading_band: z.enum(CHILD_READING_BANDS),
});

export type ChildProfileDraft = z.infer<typeof childProfileDraftSchema>;
