// The grown-up proof on the device and the PIN asked for it: the proof rides beside the session
// until a child's profile is entered, and a grown-up action refused for want of it asks the PIN
// through the layout's prompt, going on only once a right PIN brought a proof.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setActiveChild } from '@/lib/active-profile';
import { answerGrownUpAsk, askForGrownUp, useGrownUpAsked } from '@/lib/ask-for-grown-up';
import { grownUpProofHeaders, keepGrownUpProof } from '@/lib/grown-up-proof';
import { MIA } from '../support/family-children';

function Prompt() {
  const asked = useGrownUpAsked();
  return asked === null ? null : <p>PIN asked{asked ? ` for: ${asked}` : ''}</p>;
}

describe('the grown-up proof on the device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('rides beside the session until a child’s profile is entered', () => {
    expect(grownUpProofHeaders()).toEqual({});
    keepGrownUpProof('parent-1', 'a1b2');
    expect(grownUpProofHeaders()).toEqual({ 'x-grown-up-proof': 'a1b2' });
    setActiveChild('parent-1', MIA);
    expect(grownUpProofHeaders()).toEqual({});
  });

  it('is asked through the prompt, and the action goes on only with a proof', async () => {
    await expect(askForGrownUp()).resolves.toBe(false);

    render(<Prompt />);
    expect(screen.queryByText('PIN asked')).toBeNull();
    let closed: Promise<boolean> = Promise.resolve(true);
    act(() => {
      closed = askForGrownUp();
    });
    expect(screen.getByText('PIN asked')).toBeTruthy();
    act(() => answerGrownUpAsk());
    await expect(closed).resolves.toBe(false);
    expect(screen.queryByText('PIN asked')).toBeNull();

    let confirmed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      confirmed = askForGrownUp();
    });
    keepGrownUpProof('parent-1', 'c3d4');
    act(() => answerGrownUpAsk());
    await expect(confirmed).resolves.toBe(true);
  });

  it('says what a queued change asks the PIN for', async () => {
    render(<Prompt />);
    let closed: Promise<boolean> = Promise.resolve(true);
    act(() => {
      closed = askForGrownUp('Approve The Lost Kite');
    });
    expect(screen.getByText('PIN asked for: Approve The Lost Kite')).toBeTruthy();
    act(() => answerGrownUpAsk());
    await expect(closed).resolves.toBe(false);
    expect(screen.queryByText(/PIN asked/)).toBeNull();
  });
});
