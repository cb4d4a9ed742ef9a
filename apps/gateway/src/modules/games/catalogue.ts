import type { VendorRow } from '../../db/schema';

/** The in-house vendor (PGE): its games are played on the site itself, so every catalogue has it, first. */
export const IN_HOUSE_VENDOR_ROW: VendorRow = { vassalage: 'PGE', gameType: 'RNG', displayName: 'Platform Originals', maintenance: false, sort: 10 };

/**
 * The demo vendor catalogue (SEED_DEMO=true). The spec's codes (esports AV, IMES, IA, AI, TF;
 * cockfight DS88, DIG; in-house PGE; the Vietnamese lotto TCG_LOTTO_VN and TCG_SEA) plus invented
 * slots, fishing, poker, live, sports and e-lottery vendors. Esports and cockfight vendors are
 * filed under SPORTS and PGE under RNG, as vendor feeds report them: the game menus split them
 * out by the brand's lists. One live vendor is under maintenance, to show that state.
 */
export const DEMO_VENDORS: readonly VendorRow[] = [
  IN_HOUSE_VENDOR_ROW,
  { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', displayName: 'Vietnam Lotto', maintenance: false, sort: 20 },
  { vassalage: 'TCG_SEA', gameType: 'LOTT', displayName: 'SEA Lottery', maintenance: false, sort: 21 },
  { vassalage: 'QUICKLOTTO', gameType: 'ELOTT', displayName: 'Quick Lotto', maintenance: false, sort: 25 },
  { vassalage: 'LIVEONE', gameType: 'LIVE', displayName: 'Live One Casino', maintenance: false, sort: 30 },
  { vassalage: 'GRANDLIVE', gameType: 'LIVE', displayName: 'Grand Live Studio', maintenance: true, sort: 31 },
  { vassalage: 'SBX', gameType: 'SPORTS', displayName: 'SportsBook X', maintenance: false, sort: 40 },
  { vassalage: 'OCEANKING', gameType: 'FISH', displayName: 'Ocean King Fishing', maintenance: false, sort: 50 },
  { vassalage: 'SPINX', gameType: 'RNG', displayName: 'Spinix Slots', maintenance: false, sort: 60 },
  { vassalage: 'LUCKYREEL', gameType: 'RNG', displayName: 'Lucky Reel Studio', maintenance: false, sort: 61 },
  { vassalage: 'CARDPRO', gameType: 'PVP', displayName: 'CardPro Poker', maintenance: false, sort: 70 },
  { vassalage: 'AV', gameType: 'SPORTS', displayName: 'AV Esports', maintenance: false, sort: 80 },
  { vassalage: 'IMES', gameType: 'SPORTS', displayName: 'IM Esports', maintenance: false, sort: 81 },
  { vassalage: 'IA', gameType: 'SPORTS', displayName: 'IA Esports', maintenance: false, sort: 82 },
  { vassalage: 'AI', gameType: 'SPORTS', displayName: 'AI Esports', maintenance: false, sort: 83 },
  { vassalage: 'TF', gameType: 'SPORTS', displayName: 'TF Gaming', maintenance: false, sort: 84 },
  { vassalage: 'DS88', gameType: 'SPORTS', displayName: 'DS88 Sabong', maintenance: false, sort: 90 },
  { vassalage: 'DIG', gameType: 'SPORTS', displayName: 'DIG Cockfight', maintenance: false, sort: 91 },
];
