import { describe, expect, it } from 'vitest';
import { rememberDrawnPicture } from '@/ui/story-picture/remember-drawn-picture';

const pictureOf = (key: string) => () => ({ src: `data:image/svg+xml,${key}`, alt: `A ${key}` });

describe('rememberDrawnPicture', () => {
  it('draws a story’s picture once and gives the same picture again', () => {
    let draws = 0;
    const draw = () => {
      draws += 1;
      return pictureOf('fox')();
    };
    const first = rememberDrawnPicture('fox-cover', draw);
    const again = rememberDrawnPicture('fox-cover', draw);
    expect(again).toBe(first);
    expect(draws).toBe(1);
    expect(rememberDrawnPicture('owl-cover', pictureOf('owl')).alt).toBe('A owl');
  });

  it('forgets the picture seen longest ago once 100 newer ones were drawn', () => {
    let draws = 0;
    const counted = (key: string) => () => {
      draws += 1;
      return pictureOf(key)();
    };
    rememberDrawnPicture('kept', counted('kept'));
    rememberDrawnPicture('dropped', counted('dropped'));
    for (let page = 0; page < 99; page += 1) {
      rememberDrawnPicture('kept', counted('kept'));
      rememberDrawnPicture(`cover-${page}`, counted(`cover-${page}`));
    }
    draws = 0;
    rememberDrawnPicture('kept', counted('kept'));
    expect(draws).toBe(0);
    rememberDrawnPicture('dropped', counted('dropped'));
    expect(draws).toBe(1);
  });
});
