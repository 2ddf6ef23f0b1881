/** Leaves the SPA for the payment gateway's page (its own module so tests can stand in for the navigation). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
