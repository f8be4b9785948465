import { describe, expect, it } from 'vitest';
import { checkSegmentSafety } from '@shared/story-engine/index.ts';

describe('checkSegmentSafety', () => {
  const battle = 'The knight killed the troll and there was blood everywhere.';

  it('rejects violence for a 4–6 reader and names the rule', () => {
    expect(checkSegmentSafety([battle], '4-6')).toEqual({ safe: false, violations: ['violence'] });
  });

  it('rejects frightening imagery for 4–6 but allows it from 7–9', () => {
    const text = 'A ghost floated through the hall.';
    expect(checkSegmentSafety([text], '4-6').safe).toBe(false);
    expect(checkSegmentSafety([text], '7-9').safe).toBe(true);
  });

  it('allows story violence from 10–12 but never sexual content', () => {
    expect(checkSegmentSafety([battle], '10-12').safe).toBe(true);
    expect(checkSegmentSafety(['They were naked.'], 'adult')).toEqual({
      safe: false,
      violations: ['sexual content'],
    });
  });

  it('checks choices as well as the text and ignores harmless look-alikes', () => {
    expect(checkSegmentSafety(['Fine.', 'Grab the knife'], '7-9').safe).toBe(false);
    expect(checkSegmentSafety(['The skilled diet cook made a diesel engine.'], '4-6').safe).toBe(
      true,
    );
  });
});
