import { CHILD_AVATAR_EMOJI } from '@shared/family/child-profile-rules.ts';
import { setActiveChild, type ActiveChild } from '@/lib/active-profile';
import { Page } from '@/ui';
import { confirmParentPin } from '../data/confirm-parent-pin';
import { ParentPinForm } from './parent-pin-form';
import { ParentPinReset } from './parent-pin-reset';

interface ParentGateProps {
  userId: string;
  child: ActiveChild;
}

/**
 * What a grown-ups' page (settings, plans and checkout, the account, Family) shows in a child's
 * profile: the parent PIN, checked on the device when it can be, which leaves the child's profile.
 */
export function ParentGate({ userId, child }: ParentGateProps) {
  return (
    <Page
      title="For grown-ups"
      lead={`${CHILD_AVATAR_EMOJI[child.avatar]} ${child.display_name}’s profile is open. This page is for grown-ups: enter the parent PIN to leave ${child.display_name}’s profile and open it.`}
    >
      <ParentPinForm
        submitLabel="Open as parent"
        busyLabel="Checking…"
        onSubmit={async (pin) => {
          await confirmParentPin(userId, pin);
          setActiveChild(userId, null);
        }}
      />
      <ParentPinReset userId={userId} onReset={() => setActiveChild(userId, null)} />
    </Page>
  );
}
