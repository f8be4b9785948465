import { answerGrownUpAsk, useGrownUpAsked } from '@/lib/ask-for-grown-up';
import { confirmParentPin } from '../data/confirm-parent-pin';
import { useSendGrownUpChanges } from '../hooks/use-send-grown-up-changes';
import { ParentPinDialog } from './parent-pin-dialog';

interface GrownUpPromptProps {
  userId: string;
}

/**
 * The parent PIN asked in the parent's own profile when the server wants the grown-up proof for
 * what the parent is doing (publishing, switching a child's AI service on): a right PIN shown to
 * the server brings the proof, and the action goes on. The changes the parent made offline are sent
 * from here too: only in the parent's own profile, where this prompt can ask for a proof run out.
 */
export function GrownUpPrompt({ userId }: GrownUpPromptProps) {
  useSendGrownUpChanges(userId);
  const asked = useGrownUpAsked();
  if (asked === null) return null;
  return (
    <ParentPinDialog
      title="For grown-ups"
      description={`${asked ? `${asked} ` : ''}This account has children’s profiles, so this needs the parent PIN.`}
      submitLabel="Go on"
      onSubmit={async (pin) => {
        await confirmParentPin(userId, pin);
        answerGrownUpAsk();
      }}
      onClose={answerGrownUpAsk}
    />
  );
}
