/** Tests only: makes `(prefers-reduced-motion: reduce)` match (or not) until `restoreMotion()`. */
export function prefersReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export function restoreMotion(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
