import { create } from 'zustand';
import type { FunctionsEndpoint } from '@/lib/generate-segment';
import { MediaRequestError } from '@/lib/request-media';
import { illustrateSegment, type IllustrateRequest } from './illustrate-segment';

export type Drawing =
  | { status: 'idle' }
  | { status: 'drawing' }
  | { status: 'limit'; message: string }
  | { status: 'failed'; error: unknown };

interface DrawingStore {
  /** Per segment id; a segment not listed has not been asked for in this visit. */
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
  const id = request.segment.id;
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
