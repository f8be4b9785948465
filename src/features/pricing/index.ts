export { LegacyPricingPage, PricingPage } from './components/pricing-pages';
