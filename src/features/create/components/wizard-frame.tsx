import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { WIZARD_STEPS, type WizardStepPath } from './wizard-steps';
import * as styles from './wizard-frame.css';

interface WizardFrameProps {
  step: WizardStepPath;
  title: string;
  canContinue: boolean;
  children: ReactNode;
  /** Replaces the Next button on the last step. */
  finalAction?: ReactNode;
  /** Runs when Next is pressed (the step's submit); returning false keeps the reader on the step. */
  onContinue?: () => boolean;
}

export function WizardFrame({
  step,
  title,
  canContinue,
  children,
  finalAction,
  onContinue,
}: WizardFrameProps) {
  const navigate = useNavigate();
  const index = WIZARD_STEPS.findIndex((entry) => entry.path === step);
  const previous = WIZARD_STEPS[index - 1]?.path ?? '/create';
  const next = WIZARD_STEPS[index + 1]?.path;
  return (
    <section className={styles.frame} aria-labelledby="wizard-heading">
      <nav aria-label="Story creation steps">
        <ol className={styles.steps}>
          {WIZARD_STEPS.map((entry, position) => (
            <li key={entry.path}>
              <Link
                to={entry.path}
                className={styles.step}
                aria-current={entry.path === step ? 'step' : undefined}
              >
                {position + 1}. {entry.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 id="wizard-heading" className={styles.heading}>
        {title}
      </h1>
      {children}
      <div className={styles.actions}>
        <Link to={previous} className={styles.button}>
          Back
        </Link>
        {finalAction ??
          (next ? (
            <button
              type="button"
              className={styles.primaryButton}
              disabled={!canContinue}
              onClick={() => {
                if (onContinue && !onContinue()) return;
                void navigate({ to: next });
              }}
            >
              Next
            </button>
          ) : null)}
      </div>
    </section>
  );
}
