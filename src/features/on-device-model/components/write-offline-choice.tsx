import { useId, useState } from 'react';
import { keepWriterChoice, readWriterChoice } from '../data/writer-choice';

/** The reader's choice to have the kept model write new parts online too, not only where no AI service is reachable. */
export function WriteOfflineChoice() {
  const [on, setOn] = useState(readWriterChoice);
  const hintId = useId();
  return (
    <p>
      <label>
        <input
          type="checkbox"
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => {
            keepWriterChoice(event.target.checked);
            setOn(event.target.checked);
          }}
        />{' '}
        Write with this device&apos;s model
      </label>
      <br />
      <span id={hintId}>
        Kept here, this model writes new parts whenever no AI service is reachable: offline, or
        where none is set up. Chosen, it writes them online too, instead of the AI service. A part
        it cannot write safely is written by the built-in storyteller, and each part says which
        wrote it.
      </span>
    </p>
  );
}
