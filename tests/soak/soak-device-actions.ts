// Random edits one simulated device makes during the soak: create, extend, edit and delete stories
// and segments through the same repositories the app uses, remembering every id it created.
import type { SyncDevice } from '../integration/support/create-sync-device';
import { saveStory } from '../../src/offline/repositories/save-story';
import { updateStory } from '../../src/offline/repositories/update-story';
import { deleteStory } from '../../src/offline/repositories/delete-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { updateSegment } from '../../src/offline/repositories/update-segment';
import { deleteSegment } from '../../src/offline/repositories/delete-segment';

export interface SoakLedger {
  createdStories: Set<string>;
  createdSegments: Set<string>;
}

function pick<T>(items: T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

export async function makeRandomEdit(
  device: SyncDevice,
  ledger: SoakLedger,
  random: () => number,
  step: number,
): Promise<string> {
  const stories = (await device.db.stories.toArray()).filter((story) => !story.deleted_at);
  const segments = (await device.db.story_segments.toArray()).filter(
    (segment) => !segment.deleted_at && stories.some((story) => story.id === segment.story_id),
  );
  const roll = random();
  const story = pick(stories, random);
  const segment = pick(segments, random);
  if (roll < 0.25 || !story) {
    const created = await saveStory(device.db, {
      title: `Soak story ${step}`,
      user_id: device.userId,
    });
    ledger.createdStories.add(created.id);
    return 'create story';
  }
  if (roll < 0.6) {
    const created = await saveSegment(device.db, {
      story_id: story.id,
      segment_text: `Segment written at step ${step}`,
      sequence_number: step,
    });
    ledger.createdSegments.add(created.id);
    return 'add segment';
  }
  if (roll < 0.75) {
    await updateStory(device.db, story.id, { title: `Soak story renamed at ${step}` });
    return 'rename story';
  }
  if (roll < 0.9 && segment) {
    await updateSegment(device.db, segment.id, {
      segment_text: `Segment rewritten at step ${step}`,
    });
    return 'rewrite segment';
  }
  if (roll < 0.96 && segment) {
    await deleteSegment(device.db, segment.id);
    return 'delete segment';
  }
  await deleteStory(device.db, story.id);
  return 'delete story';
}
