import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { button, buttonRow, card, cardList, cardMeta, showErrorToast } from '@/ui';
import type { ChildProfile } from '../data/child-profile';
import type { PublishRequest } from '../data/list-publish-requests';
import { ParentPinDialog } from './parent-pin-dialog';

interface PublishRequestListProps {
  requests: PublishRequest[];
  childProfiles: ChildProfile[];
  onApprove(storyId: string, pin: string): Promise<void>;
  onDecline(storyId: string): Promise<void>;
}

/** The children's stories waiting for a yes: read one, approve it with the PIN, or decline it. */
export function PublishRequestList({
  requests,
  childProfiles,
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
        {requests.map((request) => (
          <li key={request.storyId} className={card}>
            <h3>{request.title}</h3>
            <p className={cardMeta}>
              {nameOf(request.childProfileId)} asks to publish it to Discover
            </p>
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
                onClick={() => onDecline(request.storyId).catch(showErrorToast)}
              >
                Decline {request.title}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {approving ? (
        <ParentPinDialog
          title={`Publish ${approving.title}`}
          description={`${nameOf(approving.childProfileId)}’s story goes to Discover for everyone to read, once it passes the safety check. Enter the parent PIN to approve it.`}
          submitLabel="Approve and publish"
          onClose={() => setApproving(null)}
          onSubmit={async (pin) => {
            await onApprove(approving.storyId, pin);
            setApproving(null);
          }}
        />
      ) : null}
    </>
  );
}
