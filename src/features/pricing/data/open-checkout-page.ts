/** Leaves the app for Stripe's hosted checkout: a full page load, since it lives on Stripe's origin. */
export function openCheckoutPage(url: string): void {
  window.location.assign(url);
}
