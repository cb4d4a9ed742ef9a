/** One address per line (or separated by commas or spaces), blanks dropped, duplicates once. */
export function parseIpList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((part) => part.trim()).filter(Boolean))];
}
