// What a place draws: its own sky when it has no open sky, what stands far off, what stands near
// the hero, and what is drawn over the hero.
export interface PlaceDrawing {
  /** Replaces the open sky: a wall, water, rock, deep space. */
  sky?: string;
  far: string;
  near: string;
  /** Drawn over the hero: hanging vines, falling snow, bubbles. */
  front?: string;
}
