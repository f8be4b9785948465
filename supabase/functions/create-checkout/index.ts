// Supabase edge runtime entry for create-checkout; the local stack calls handler.ts directly.
import handleCreateCheckout from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handleCreateCheckout(req, Deno.env.toObject()));
