/**
 * A full page load to `url`: the payment provider's checkout (another origin) or, in test mode,
 * our own checkout page and the success address. A full load also starts the app afresh, so
 * every cached answer about the subscription is read again. One seam, so tests can watch it.
 */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
