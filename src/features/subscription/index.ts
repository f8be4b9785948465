export { useTierStatus, type TierStatus } from './hooks/use-tier-status';
