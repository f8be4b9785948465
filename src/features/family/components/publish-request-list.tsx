import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { button, buttonRow, card, cardList, cardMeta, showErrorToast } from '@/ui';
import type { ChildProfile } from '../data/child-profile';
import type { PublishRequest } from '../data/publish-request';
import type { QueuedGrownUpChange } from '../sync/grown-up-change';
import { ParentPinDialog } from './parent-pin-dialog';

interface PublishRequestListProps {
  requests: PublishRequest[];
  childProfiles: ChildProfile[];
  /** The answers waiting on this device to be sent. */
  queued: QueuedGrownUpChange[];
  onApprove(request: PublishRequest, pin: string): Promise<void>;
  onDecline(request: PublishRequest): Promise<void>;
}

function describeQueued({ change, refusal }: QueuedGrownUpChange): string {
  const answer = change.kind === 'approve' ? 'Approved' : 'Declined';
  if (refusal) return `${answer} on this device, but not sent: ${refusal}`;
  return change.kind === 'approve'
    ? 'Approved on this device. It is published once you are back online.'
    : 'Declined on this device. It is sent once you are back online.';
}

/** The children's stories waiting for a yes: read one, approve it with the PIN, or decline it. */
export function PublishRequestList({
  requests,
  childProfiles,
  queued,
  onApprove,
  onDecline,
}: PublishRequestListProps) {
  const [approving, setApproving] = useState<PublishRequest | null>(null);
  if (requests.length === 0) return <p>No stories are waiting for your yes.</p>;
  const nameOf = (id: string) =>
    childProfiles.find((child) => child.id === id)?.display_name ?? 'A child';

  return (
    <>
      <ul className={cardList}>
        {requests.map((request) => {
          const waiting = queued.find(
            ({ change }) => change.kind !== 'ai-switch' && change.storyId === request.storyId,
          );
          return (
            <li key={request.storyId} className={card}>
              <h3>{request.title}</h3>
              <p className={cardMeta}>
                {nameOf(request.childProfileId)} asks to publish it to Discover
              </p>
              {waiting ? <p role="status">{describeQueued(waiting)}</p> : null}
              <div className={buttonRow}>
                <Link to="/story-viewer/$id" params={{ id: request.storyId }}>
                  Read {request.title}
                </Link>
                <button
                  type="button"
                  className={button({ tone: 'primary' })}
                  onClick={() => setApproving(request)}
                >
                  Approve {request.title}
                </button>
                <button
                  type="button"
                  className={button({ tone: 'quiet' })}
                  onClick={() => onDecline(request).catch(showErrorToast)}
                >
                  Decline {request.title}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {approving ? (
        <ParentPinDialog
          title={`Publish ${approving.title}`}
          description={`${nameOf(approving.childProfileId)}’s story goes to Discover for everyone to read, once it passes the safety check. Enter the parent PIN to approve it.`}
          submitLabel="Approve and publish"
          onClose={() => setApproving(null)}
          onSubmit={async (pin) => {
            await onApprove(approving, pin);
            setApproving(null);
          }}
        />
      ) : null}
    </>
  );
}
