import { describe, expect, it } from 'vitest';
import { sanitiseWizardChoices } from '@/features/create/store/sanitise-wizard-choices';
import type { WizardChoices } from '@/features/create/store/story-wizard-store';

const options: WizardChoices['options'] = {
  length: 'short',
  person: 'first',
  rating: 'gentle',
  style: 'cartoon',
  imagesEnabled: false,
};

describe('sanitiseWizardChoices', () => {
  it('cleans every typed text, drops a character whose name was only markup, and keeps the other choices', () => {
    const clean = sanitiseWizardChoices({
      age: '4-6',
      genre: 'mystery',
      options,
      prompt: ` Tom's <b>dog</b> & cat <img src=x onerror=alert(1)> `,
      startingPoint: 'javascript:alert(1) A knock',
      characters: [
        {
          savedId: 's1',
          name: 'Ann',
          role: 'protagonist',
          description: '<script>x()</script>tall',
          traits: ['<i>shy</i>', '<img src=x onerror=alert(1)>'],
        },
        {
          savedId: null,
          name: '<svg onload=alert(1)>',
          role: 'custom',
          description: '',
          traits: [],
        },
      ],
    });
    expect(clean).toEqual({
      age: '4-6',
      genre: 'mystery',
      options,
      prompt: "Tom's dog & cat",
      startingPoint: 'alert(1) A knock',
      characters: [
        { savedId: 's1', name: 'Ann', role: 'protagonist', description: 'tall', traits: ['shy'] },
      ],
    });
  });
});
