import { lazy } from 'react';

export { findDeviceStoryWriter } from './data/find-device-story-writer';
export { StoryWriterSwitch } from './components/story-writer-switch';

/** Loaded only when Settings shows it: the first page carries none of the model's code. */
export const OnDeviceStorytellerSection = lazy(() =>
  import('./components/on-device-storyteller-section').then((module) => ({
    default: module.OnDeviceStorytellerSection,
  })),
);
