import { dropGrownUpProof } from './grown-up-proof';

/**
 * Forgets the device's grown-up proof and ends it on the server, so a copy of it is worthless: on
 * entering a child's profile and on signing out. Resolves once the server has answered (it needs the
 * session, so a sign-out waits for it); with no network the proof runs out there on its own.
 */
export async function endGrownUpProof(): Promise<void> {
  const proof = dropGrownUpProof();
  if (!proof) return;
  try {
    const { getSupabaseClient } = await import('./supabase-client');
    await (await getSupabaseClient()).rpc('end_grown_up_proof', { _proof: proof });
  } catch {
    // Offline: the device holds no proof any more, and the server's copy runs out in 30 minutes.
  }
}
