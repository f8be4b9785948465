import { useId } from 'react';
import * as styles from './option-cards.css';

export interface OptionCard<T extends string> {
  value: T;
  title: string;
  detail?: string;
}

interface OptionCardsProps<T extends string> {
  legend: string;
  options: readonly OptionCard<T>[];
  value: T | null | undefined;
  onChange(value: T): void;
}

/** A radio group drawn as cards: arrow keys move between options, as native radios do. */
export function OptionCards<T extends string>({
  legend,
  options,
  value,
  onChange,
}: OptionCardsProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.card}>
          <input
            className={styles.input}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.title}>{option.title}</span>
          {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
