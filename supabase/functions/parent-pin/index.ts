// Supabase edge runtime entry for parent-pin; the local stack calls handler.ts directly.
import handleParentPin from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handleParentPin(req, Deno.env.toObject()));
