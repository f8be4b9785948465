export { useTierStatus, type TierStatus } from './hooks/use-tier-status';
export { useIncrementUsage } from './hooks/use-increment-usage';
export { followSessionForSubscription } from './follow-session-for-subscription';
export { SubscriptionPanel } from './components/subscription-panel';
export { PlanSummary } from './components/plan-summary';
export { UsageMeter } from './components/usage-meter';
