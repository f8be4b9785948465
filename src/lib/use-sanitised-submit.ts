import { useCallback, type FormEvent } from 'react';
import { sanitiseFormFields } from './sanitise-input';

/**
 * A form's onSubmit that cleans every text input and textarea (docs/product.md §5) before the handler sees
 * them; the handler gets the sanitised values by field name. Forms kept in React state should pass
 * their state through sanitiseFormValues instead, since their DOM values are not the source.
 */
export function useSanitisedSubmit(
  onSubmit: (values: Record<string, string>, event: FormEvent<HTMLFormElement>) => void,
): (event: FormEvent<HTMLFormElement>) => void {
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onSubmit(sanitiseFormFields(event.currentTarget), event);
    },
    [onSubmit],
  );
}
