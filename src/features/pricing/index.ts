export { PricingPage } from './components/pricing-page';
export { LegacyPricingPage } from './components/legacy-pricing-page';
