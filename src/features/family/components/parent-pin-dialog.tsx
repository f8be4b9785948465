import type { ReactNode } from 'react';
import { FamilyDialog } from './family-dialog';
import { ParentPinForm } from './parent-pin-form';

interface ParentPinDialogProps {
  title: string;
  /** What the PIN is for, read with the dialog's title. */
  description: string;
  submitLabel: string;
  /** A choice to make before the PIN (what happens to a removed child's stories). */
  children?: ReactNode;
  onSubmit(pin: string): Promise<void>;
  onClose(): void;
}

/** A modal asking for the parent PIN before approving, removing a child or leaving a child's profile. */
export function ParentPinDialog({
  title,
  description,
  submitLabel,
  children,
  onSubmit,
  onClose,
}: ParentPinDialogProps) {
  return (
    <FamilyDialog title={title} description={description} onClose={onClose}>
      {children}
      <ParentPinForm submitLabel={submitLabel} busyLabel="Checking…" onSubmit={onSubmit} />
    </FamilyDialog>
  );
}
