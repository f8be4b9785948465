// Supabase edge runtime entry for generate-story; the local stack calls handler.ts directly.
import handleGenerateStory from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handleGenerateStory(req, Deno.env.toObject()));
