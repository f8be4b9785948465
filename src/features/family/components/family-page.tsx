import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page, Spinner, button, cardList, showToast } from '@/ui';
import { addChildProfile } from '../data/add-child-profile';
import { approvePublishRequest } from '../data/approve-publish-request';
import type { ChildProfile } from '../data/child-profile';
import type { ChildProfileDraft } from '../data/child-profile-draft';
import { confirmParentPin } from '../data/confirm-parent-pin';
import { declinePublishRequest } from '../data/decline-publish-request';
import { listChildProfilesQueryOptions } from '../data/list-child-profiles';
import { listPublishRequestsQueryOptions } from '../data/list-publish-requests';
import { rememberParentPin } from '../data/parent-pin-on-device';
import { readParentPinStateQueryOptions } from '../data/read-parent-pin-state';
import { removeChildProfile, type ChildRemoval } from '../data/remove-child-profile';
import { PARENT_PIN_MESSAGE, parentPinSchema, setParentPin } from '../data/set-parent-pin';
import { switchChildAi } from '../data/switch-child-ai';
import { updateChildProfile, type ChildProfileChange } from '../data/update-child-profile';
import { verifyParentPin } from '../data/verify-parent-pin';
import type { PublishRequest } from '../data/publish-request';
import { useFamilyChange } from '../hooks/use-family-change';
import { useGrownUpChanges } from '../hooks/use-grown-up-changes';
import { ChildProfileCard } from './child-profile-card';
import { ChildProfileForm } from './child-profile-form';
import { ParentPinField } from './parent-pin-field';
import { ParentPinForm } from './parent-pin-form';
import { ParentPinReset } from './parent-pin-reset';
import { PublishRequestList } from './publish-request-list';

const NEW_CHILD: ChildProfileDraft = { display_name: '', avatar: 'fox', reading_band: '4-6' };

interface FamilyPageProps {
  userId: string | null;
}

/** /family: the parent's children, the parent PIN, and the stories waiting for the parent's yes. */
export function FamilyPage({ userId }: FamilyPageProps) {
  const id = userId ?? '';
  const signedIn = userId !== null;
  const [unlocked, setUnlocked] = useState(false);
  const [newPin, setNewPin] = useState('');
  const pinState = useQuery({ ...readParentPinStateQueryOptions(id), enabled: signedIn });
  const children = useQuery({ ...listChildProfilesQueryOptions(id), enabled: signedIn });
  const requests = useQuery({ ...listPublishRequestsQueryOptions(id), enabled: signedIn });
  const add = useFamilyChange(id, async (draft: ChildProfileDraft) => {
    if (!pinState.data?.hasPin) {
      if (!parentPinSchema.safeParse(newPin).success) throw new Error(PARENT_PIN_MESSAGE);
      await setParentPin(newPin);
      await rememberParentPin(id, newPin);
    }
    await addChildProfile(id, draft);
  });
  const change = useFamilyChange(id, (input: { id: string; change: ChildProfileChange }) =>
    updateChildProfile(input.id, input.change),
  );
  const remove = useFamilyChange(id, removeChildProfile);
  const aiSwitch = useFamilyChange(id, (input: { child: ChildProfile; aiAllowed: boolean }) =>
    switchChildAi(id, input.child, input.aiAllowed),
  );
  const approve = useFamilyChange(id, (input: { request: PublishRequest; pin: string }) =>
    approvePublishRequest(id, input.request, input.pin),
  );
  const decline = useFamilyChange(id, (request: PublishRequest) =>
    declinePublishRequest(id, request),
  );
  const queued = useGrownUpChanges(id);

  if (!signedIn)
    return (
      <Page
        title="Family"
        lead="A profile for each child, a parent PIN, and nothing published without your yes."
        actions={
          <Link to="/auth/signin" className={button({ tone: 'primary' })}>
            Sign in as a parent
          </Link>
        }
      />
    );
  if (pinState.isPending || children.isPending) return <Spinner />;
  if (pinState.isError || children.isError)
    return (
      <Page title="Family">
        <p role="alert">{(pinState.error ?? children.error)?.message}</p>
      </Page>
    );

  const hasPin = pinState.data.hasPin;
  if (hasPin && !unlocked)
    return (
      <Page title="Family" lead="Family is for grown-ups. Enter the parent PIN to open it.">
        <ParentPinForm
          submitLabel="Open Family"
          busyLabel="Checking…"
          onSubmit={async (pin) => {
            // Offline, the device's hash checks it, as leaving a child's profile does.
            if (globalThis.navigator?.onLine === false) await confirmParentPin(id, pin);
            else {
              await verifyParentPin(pin);
              await rememberParentPin(id, pin);
            }
            setUnlocked(true);
          }}
        />
        <ParentPinReset
          userId={id}
          onReset={() => {
            setUnlocked(true);
            showToast('The parent PIN was changed', { variant: 'success' });
          }}
        />
      </Page>
    );

  const kids = children.data;
  return (
    <Page
      title="Family"
      lead="A profile for each child. Their stories stay private until you approve them with the parent PIN."
    >
      <section aria-labelledby="family-children">
        <h2 id="family-children">Children</h2>
        {kids.length === 0 ? <p>No children yet.</p> : null}
        <ul className={cardList}>
          {kids.map((child) => (
            <ChildProfileCard
              key={child.id}
              child={child}
              onChange={(childChange) => change.run({ id: child.id, change: childChange })}
              queuedAiAllowed={queued.reduce<boolean | undefined>(
                (value, { change: waiting }) =>
                  waiting.kind === 'ai-switch' && waiting.childId === child.id
                    ? waiting.aiAllowed
                    : value,
                undefined,
              )}
              onAiSwitch={async (aiAllowed) => {
                await aiSwitch.run({ child, aiAllowed });
              }}
              onRemove={async (pin, keepStories) => {
                const removal: ChildRemoval = { childProfileId: child.id, pin, keepStories };
                await remove.run(removal);
                showToast(`${child.display_name}’s profile was removed`, { variant: 'success' });
              }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="family-add">
        <h2 id="family-add">Add a child</h2>
        <ChildProfileForm
          key={kids.length}
          initial={NEW_CHILD}
          submitLabel="Add child"
          extra={
            hasPin ? null : (
              <ParentPinField
                label="Choose a parent PIN"
                hint="4 to 6 digits. It is asked before approving a story, removing a child or opening Family."
                autoComplete="new-password"
                value={newPin}
                onChange={setNewPin}
              />
            )
          }
          onSubmit={async (draft) => {
            await add.run(draft);
            if (!hasPin) setUnlocked(true);
            showToast(`${draft.display_name} was added`, { variant: 'success' });
          }}
        />
      </section>
      <section aria-labelledby="family-requests">
        <h2 id="family-requests">Stories waiting for your yes</h2>
        {requests.isError ? <p role="alert">{requests.error.message}</p> : null}
        <PublishRequestList
          requests={requests.data ?? []}
          childProfiles={kids}
          queued={queued}
          onApprove={async (request, pin) => {
            const answered = await approve.run({ request, pin });
            showToast(
              answered === 'queued'
                ? 'Approved. It is published once you are back online.'
                : 'Published to Discover.',
              { variant: 'success' },
            );
          }}
          onDecline={async (request) => {
            const answered = await decline.run(request);
            showToast(
              answered === 'queued'
                ? 'Declined. It is sent once you are back online.'
                : 'Declined. The story stays private.',
              { variant: 'success' },
            );
          }}
        />
      </section>
    </Page>
  );
}
