/** Unique names per run, so journeys never collide on the shared gateway. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

export function uniqueMobile(): string {
  return `119${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}
