// Whether an AI service would write a story's next part: online, with a stack that does not say it
// has none (a hosted backend says nothing, and is asked). Writing a part and the page's "who is
// writing" ask this one rule, so the page never names a writer other than the one that writes.
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';

export function aiServiceReachable(online: boolean, endpoint: FunctionsEndpoint | null): boolean {
  return online && endpoint !== null && endpoint.features?.stories !== false;
}
