import { create } from 'zustand';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { MediaRequestError } from '@/lib/call-media-function';
import { illustrateSegment, type IllustrateRequest } from './illustrate-segment';

export type Drawing =
  | { status: 'idle' }
  | { status: 'drawing' }
  | { status: 'limit'; message: string }
  | { status: 'failed'; error: unknown };

/** A segment as it reads now: a rewritten part (new picture prompt) is a new picture to make. */
export function drawingKey(segment: { id: string; image_prompt: string | null }): string {
  return `${segment.id}|${segment.image_prompt ?? ''}`;
}

interface DrawingStore {
  /** Per drawing key; a key not listed has not been asked for in this visit. */
  drawings: Record<string, Drawing>;
  set(segmentId: string, drawing: Drawing): void;
}

export const useDrawingStore = create<DrawingStore>((set) => ({
  drawings: {},
  set: (segmentId, drawing) =>
    set((state) => ({ drawings: { ...state.drawings, [segmentId]: drawing } })),
}));

/** Starts a segment's picture and records how it went, so every view of the segment shows the same state. */
export function drawSegment(
  request: Omit<IllustrateRequest, 'endpoint'> & { endpoint: FunctionsEndpoint },
): void {
  const { set } = useDrawingStore.getState();
  const id = drawingKey(request.segment);
  set(id, { status: 'drawing' });
  illustrateSegment(request).then(
    () => set(id, { status: 'idle' }),
    (error: unknown) => {
      if (error instanceof MediaRequestError && error.reason === 'limit')
        set(id, { status: 'limit', message: error.message });
      else if (error instanceof MediaRequestError && error.reason === 'unavailable')
        set(id, { status: 'idle' });
      else set(id, { status: 'failed', error });
    },
  );
}
