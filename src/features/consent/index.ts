export { CookieConsent } from './components/cookie-consent';
export { CookieDemoPage } from './components/cookie-demo-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
