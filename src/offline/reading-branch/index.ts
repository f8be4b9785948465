// The reading-branch memory's public face for features.
export { useReadingBranch } from './use-reading-branch';
