export { formatMinor } from '@platform/shared/i18n';

/** A bet as typed ("1", "2.5", "10.25") to minor units; null unless a positive amount with at most two decimals. */
export function parseBet(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
