// The grown-up proof on this device (issue #26): the token a right parent PIN checked by the server
// answers, sent beside the session on the requests the database asks it of while the account has
// children (publishing, the AI service, a child's AI switch). It is dropped on entering a child's
// profile, here and on the server, so a child holds none; the server alone judges it.
import { GROWN_UP_PROOF_HEADER } from '@shared/family/grown-up-proof.ts';
import { GROWN_UP_PROOF_KEY } from './grown-up-proof-key';

interface StoredProof {
  userId: string;
  proof: string;
}

function readStored(): StoredProof | null {
  try {
    const parsed = JSON.parse(
      globalThis.localStorage?.getItem(GROWN_UP_PROOF_KEY) ?? 'null',
    ) as Partial<StoredProof> | null;
    return parsed?.userId && parsed.proof ? (parsed as StoredProof) : null;
  } catch {
    return null;
  }
}

/** Keeps the proof a right PIN answered for this account. */
export function keepGrownUpProof(userId: string, proof: string): void {
  try {
    globalThis.localStorage?.setItem(GROWN_UP_PROOF_KEY, JSON.stringify({ userId, proof }));
  } catch {
    // Storage refused: the next grown-up action asks the PIN again.
  }
}

/** Forgets the device's proof and answers it, so the caller can end it on the server too. */
export function dropGrownUpProof(): string | null {
  const stored = readStored();
  try {
    globalThis.localStorage?.removeItem(GROWN_UP_PROOF_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
  return stored?.proof ?? null;
}

/** The proof the device holds for this account, if any (the server may still find it ended). */
export function readGrownUpProof(userId: string): string | null {
  const stored = readStored();
  return stored?.userId === userId ? stored.proof : null;
}

/** Whether the device holds a proof (the server may still find it ended). */
export function holdsGrownUpProof(): boolean {
  return readStored() !== null;
}

/** The header carrying the proof, when the device holds one (for any account: the server checks whose). */
export function grownUpProofHeaders(): Record<string, string> {
  const stored = readStored();
  return stored ? { [GROWN_UP_PROOF_HEADER]: stored.proof } : {};
}
