import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findDeviceStoryWriter } from '../data/find-device-story-writer';
import { keepStoryWriterOff, readStoryWriterOff } from '../data/writer-choice';

/**
 * On a story's page, when this device's model may write: the reader's switch to keep it off
 * this one story, so the built-in storyteller writes its parts instead. Shown only where it means
 * something: the model is kept here.
 */
export function StoryWriterSwitch({ storyId }: { storyId: string }) {
  const queryClient = useQueryClient();
  const { data: writer } = useQuery({
    queryKey: ['device-story-writer'],
    queryFn: () => findDeviceStoryWriter(),
    networkMode: 'always',
    staleTime: 0,
  });
  const [off, setOff] = useState(() => readStoryWriterOff(storyId));
  const hintId = useId();
  if (!writer) return null;
  return (
    <p>
      <label>
        <input
          type="checkbox"
          checked={!off}
          aria-describedby={hintId}
          onChange={(event) => {
            keepStoryWriterOff(storyId, !event.target.checked);
            setOff(!event.target.checked);
            void queryClient.invalidateQueries({ queryKey: ['device-story-writer'] });
          }}
        />{' '}
        Let this device&apos;s model ({writer.name}) write this story
      </label>
      <br />
      <span id={hintId}>
        Off, this story&apos;s parts are written by the AI service when it is reachable, otherwise
        by the built-in storyteller; your other stories are not changed.
      </span>
    </p>
  );
}
