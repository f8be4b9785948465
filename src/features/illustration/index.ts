export { SegmentIllustration, type MediaErrorActions } from './components/segment-illustration';
export { imageLimitMessage } from './image-limit-message';
