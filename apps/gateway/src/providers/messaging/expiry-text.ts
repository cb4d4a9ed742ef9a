/**
 * The "It expires in N minutes." sentence of a code's SMS or e-mail, in the message's language.
 * SMS_CODE_MINUTES may be 1 (and is, for the phone-auth provider), so the unit follows the
 * language's plural rule (Intl.PluralRules) instead of always reading "minutes".
 */
const UNITS = {
  EN: { sentence: (count: number, unit: string) => `It expires in ${count} ${unit}.`, one: 'minute', other: 'minutes' },
  PT: { sentence: (count: number, unit: string) => `Ele expira em ${count} ${unit}.`, one: 'minuto', other: 'minutos' },
} as const;

export type ExpiryLanguage = keyof typeof UNITS;

export function expiresInText(minutes: number, language: ExpiryLanguage = 'EN'): string {
  const units = UNITS[language];
  const unit = new Intl.PluralRules(language.toLowerCase()).select(minutes) === 'one' ? units.one : units.other;
  return units.sentence(minutes, unit);
}
