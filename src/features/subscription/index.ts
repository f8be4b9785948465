export { useTierStatus, type TierStatus } from './hooks/use-tier-status';
export { SubscriptionPanel } from './components/subscription-panel';
export { UsageMeter } from './components/usage-meter';
