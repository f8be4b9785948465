// Supabase edge runtime entry for publish-story; the local stack calls handler.ts directly.
import handlePublishStory from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handlePublishStory(req, Deno.env.toObject()));
