/** The spec's customer-service window: the first resource URL, 440 by 750. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

export function openCustomerService(
  resources: readonly { url: string }[],
  open: (url: string, target: string, features: string) => unknown = (...args) =>
    window.open(...args),
): boolean {
  const first = resources[0];
  if (!first) return false;
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  open(first.url, 'customerService', `width=${width},height=${height},noopener,noreferrer`);
  return true;
}
