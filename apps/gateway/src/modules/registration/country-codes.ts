/**
 * The dialing codes offered by the mobile-number fields. The spec does not list them;
 * these cover the brands' markets, Brazil first as the platform's home market.
 */
export const COUNTRY_CODES: readonly { countryCode: string; countryDialingCode: string }[] = [
  { countryCode: 'BR', countryDialingCode: '+55' },
  { countryCode: 'PT', countryDialingCode: '+351' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'KH', countryDialingCode: '+855' },
  { countryCode: 'IN', countryDialingCode: '+91' },
  { countryCode: 'BD', countryDialingCode: '+880' },
  { countryCode: 'PK', countryDialingCode: '+92' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'MX', countryDialingCode: '+52' },
  { countryCode: 'AR', countryDialingCode: '+54' },
  { countryCode: 'CO', countryDialingCode: '+57' },
  { countryCode: 'TR', countryDialingCode: '+90' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'GB', countryDialingCode: '+44' },
];

/** Used when a registration sends a mobile number without its dialing code: the first entry. */
export const DEFAULT_DIALING_CODE = COUNTRY_CODES[0]!.countryDialingCode;
