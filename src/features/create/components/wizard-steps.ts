export const WIZARD_STEPS = [
  { path: '/create/age', label: 'Age' },
  { path: '/create/genre', label: 'Genre' },
  { path: '/create/prompt', label: 'Idea & characters' },
  { path: '/create/starting-point', label: 'Starting point' },
  { path: '/create/customize', label: 'Customize' },
] as const;

export type WizardStepPath = (typeof WIZARD_STEPS)[number]['path'];
