/** The spec's language codes (§9). EN and PT have full catalogues; the rest fall back to EN. */
export const LANGUAGE_CODES = [
  'CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO',
  'KR', 'MS', 'PT', 'TA', 'TW', 'TY', 'UR', 'PT-BR', 'TR', 'BN', 'AR',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
