import type { BrandManifest } from '../manifest-schema';

/** A complete, valid manifest for tests; each test breaks one thing in a copy. */
export function validManifest(): BrandManifest & { $schema: string } {
  const rule = (minLength: number, maxLength: number, required = true) => ({
    enabled: true,
    required,
    minLength,
    maxLength,
    patternId: 0,
    acceptedPattern: '*',
  });
  return {
    $schema: '../../libs/shared/brand/brand.schema.json',
    id: 'sample',
    displayName: 'Sample Play',
    merchantCode: 'SAMPLE',
    platform: 'WEB',
    lotteryType: 'SEA',
    languages: { default: 'EN', supported: ['EN', 'PT'] },
    domains: ['sample.localhost'],
    mainDomain: 'sample.localhost',
    customerService: [{ labelNameEn: 'Live support', url: 'https://support.sample.example/' }],
    appDownload: {
      ios: 'https://sample.example/ios',
      android: 'https://sample.example/android.apk',
    },
    analytics: { gtagId: '' },
    imageCDNs: ['https://img.sample.example'],
    launchGameCDNs: ['https://play.sample.example'],
    flags: {
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      MOBILEVERCODELOGIN3: false,
      DIRECTREG3: true,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
      CHNGPASSVERIF3: false,
      AGENTPOLICY3: false,
      SOCIALGOOGLE: false,
      SOCIALFACEBOOK: false,
      PHONEAUTHFIREBASE: false,
    },
    registration: {
      username: rule(6, 16),
      password: rule(6, 20),
      mobileNum: rule(7, 15, false),
    },
    menu: {
      order: ['home', 'hot', 'lottery'],
      esportsVendors: ['AV', 'IMES', 'IA', 'AI', 'TF'],
      cockfightVendors: ['DS88', 'DIG'],
      inHouseVendors: ['PGE'],
      filterIgnore: [],
    },
    jurisdiction: {
      minimumAge: 18,
      sessionTimeoutMinutes: 15,
      realityCheckMinutes: 60,
      depositLimitPrompt: 'first-deposit',
    },
  };
}
