// The provider's moderator as a second opinion on the story's sentences, when AI_MODERATION_MODEL
// names one.
import { moderateWithProvider, moderationRefuses } from '../../safety/index.ts';
import type { StoryRequest } from '../story-request.ts';
import type { AiProviderConfig } from './ai-provider.ts';

/** Whether the provider's moderator keeps any of these texts from the reader; null when it is off. */
export type Moderator = ((texts: readonly string[]) => Promise<boolean>) | null;

export const FLAGGED_BY_MODERATION = 'flagged by moderation';

export function createModerator(
  request: StoryRequest,
  config: AiProviderConfig,
  fetchImpl: typeof fetch,
): Moderator {
  const model = config.moderationModel;
  if (!model) return null;
  // A moderator that cannot answer is read as a refusal: the storyteller's part is safer than an unjudged one.
  return (texts: readonly string[]) =>
    moderateWithProvider(
      texts,
      { baseUrl: config.baseUrl, apiKey: config.apiKey, model },
      fetchImpl,
    )
      .then((scores) => moderationRefuses(scores, request.age) !== null)
      .catch(() => true);
}
