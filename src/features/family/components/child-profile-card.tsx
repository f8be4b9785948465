import { useState } from 'react';
import { AGE_BANDS } from '@shared/age-bands.ts';
import { CHILD_AVATAR_EMOJI } from '@shared/family/child-profile-rules.ts';
import { button, buttonRow, card, cardMeta, fieldLabel, plainFieldset, showErrorToast } from '@/ui';
import type { ChildProfile } from '../data/child-profile';
import type { ChildProfileDraft } from '../data/child-profile-draft';
import type { ChildProfileChange } from '../data/update-child-profile';
import { ChildProfileForm } from './child-profile-form';
import { ParentPinDialog } from './parent-pin-dialog';

interface ChildProfileCardProps {
  child: ChildProfile;
  onChange(change: ChildProfileChange): Promise<void>;
  /** The AI switch as it waits on this device to be sent, when it does. */
  queuedAiAllowed: boolean | undefined;
  onAiSwitch(aiAllowed: boolean): Promise<void>;
  onRemove(pin: string, keepStories: boolean): Promise<void>;
}

/** One child on /family: their name, avatar and band, the AI switch, and changing or removing them. */
export function ChildProfileCard({
  child,
  onChange,
  queuedAiAllowed,
  onAiSwitch,
  onRemove,
}: ChildProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [keepStories, setKeepStories] = useState(true);
  const draft: ChildProfileDraft = {
    display_name: child.display_name,
    avatar: child.avatar,
    reading_band: child.reading_band,
  };

  if (editing)
    return (
      <li className={card}>
        <ChildProfileForm
          initial={draft}
          submitLabel={`Save ${child.display_name}`}
          onCancel={() => setEditing(false)}
          onSubmit={async (changed) => {
            await onChange(changed);
            setEditing(false);
          }}
        />
      </li>
    );

  return (
    <li className={card}>
      <h3>
        <span aria-hidden="true">{CHILD_AVATAR_EMOJI[child.avatar]}</span> {child.display_name}
      </h3>
      <p className={cardMeta}>Reading band {AGE_BANDS[child.reading_band].label}</p>
      <label>
        <input
          type="checkbox"
          checked={queuedAiAllowed ?? child.ai_allowed}
          onChange={(event) => onAiSwitch(event.target.checked).catch(showErrorToast)}
        />{' '}
        Let the AI service write {child.display_name}’s story parts
      </label>
      {queuedAiAllowed === undefined ? null : (
        <p className={cardMeta} role="status">
          Waiting for the network: the AI service is switched {queuedAiAllowed ? 'on' : 'off'} for{' '}
          {child.display_name} once you are back online.
        </p>
      )}
      <p className={cardMeta}>
        Off until you switch it on. While it is off, {child.display_name}’s stories are written by
        our built-in storyteller, their pictures are drawn on this device and narration uses its
        voices: nothing from them is sent to an AI service.
      </p>
      <div className={buttonRow}>
        <button
          type="button"
          className={button({ tone: 'quiet' })}
          onClick={() => setEditing(true)}
        >
          Change {child.display_name}
        </button>
        <button
          type="button"
          className={button({ tone: 'danger' })}
          onClick={() => setRemoving(true)}
        >
          Remove {child.display_name}
        </button>
      </div>
      {removing ? (
        <ParentPinDialog
          title={`Remove ${child.display_name}`}
          description={`${child.display_name}’s profile is deleted from the server. Choose what happens to their stories, then enter the parent PIN.`}
          submitLabel={`Remove ${child.display_name}`}
          onClose={() => setRemoving(false)}
          onSubmit={async (pin) => {
            await onRemove(pin, keepStories);
            setRemoving(false);
          }}
        >
          <fieldset className={plainFieldset}>
            <legend className={fieldLabel}>{child.display_name}’s stories</legend>
            <label>
              <input
                type="radio"
                name={`keep-${child.id}`}
                checked={keepStories}
                onChange={() => setKeepStories(true)}
              />{' '}
              Keep them in my account
            </label>
            <br />
            <label>
              <input
                type="radio"
                name={`keep-${child.id}`}
                checked={!keepStories}
                onChange={() => setKeepStories(false)}
              />{' '}
              Delete them
            </label>
          </fieldset>
        </ParentPinDialog>
      ) : null}
    </li>
  );
}
