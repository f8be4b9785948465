import type { ComponentProps } from 'react';
import * as styles from './consent-button.css';

interface ConsentButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof styles.variant;
}

export function ConsentButton({
  variant = 'secondary',
  type = 'button',
  className,
  ...props
}: ConsentButtonProps) {
  const classes = className ? `${styles.variant[variant]} ${className}` : styles.variant[variant];
  return <button type={type} className={classes} {...props} />;
}
