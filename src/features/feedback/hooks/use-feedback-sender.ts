import { useEffect, useState } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
import type { FeedbackSender } from '../build-feedback-submission';

interface SessionUser {
  id: string;
  email?: string | null;
}

function toSender(user: SessionUser | null | undefined): FeedbackSender | null {
  return user ? { id: user.id, email: user.email ?? null } : null;
}

/** The signed-in user sending feedback, or null for visitors (who may leave an email instead). */
export function useFeedbackSender(): FeedbackSender | null {
  const [sender, setSender] = useState<FeedbackSender | null>(null);
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    getSupabaseClient()
      .then(async (client) => {
        const { data } = await client.auth.getSession();
        if (!active) return;
        setSender(toSender(data.session?.user));
        const { data: listener } = client.auth.onAuthStateChange((_event, session) =>
          setSender(toSender(session?.user)),
        );
        unsubscribe = () => listener.subscription.unsubscribe();
      })
      .catch(() => {
        if (active) setSender(null);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return sender;
}
