/**
 * Issue 26 "English in PT": a name an operator entered (a deposit channel's) is read in the
 * request's language when the operator gave one for it, in its base language next ("PT" for
 * "PT-BR"), and in English, the required `name`, only when none is given.
 */
export function localisedName(row: { name: string; names: Record<string, string> | null }, language: string | undefined): string {
  if (!language) return row.name;
  const code = language.toUpperCase();
  const names = row.names ?? {};
  return names[code] || names[code.split('-')[0]!] || row.name;
}
