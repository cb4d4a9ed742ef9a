import type { Banner, Game, Promotion, Winner } from '@platform/shared/api-contract';
import { announcement, banner, category, game, vendor, winner } from '../testing/fixtures';

/*
 * Stories only: what the gateway answers the home page and the routed screens, in the
 * api-contract's shapes. Pictures are drawn here (SVG data URLs): a story loads nothing from outside its build.
 */

/** A flat SVG picture with a caption, as a data URL. */
export function picture(text: string, width = 1280, height = 400, fill = '#0b6e4f'): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/><text x="50%" y="55%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 6)}" text-anchor="middle">${text}</text></svg>`,
    )
  );
}

export const homeBanners: Banner[] = [
  banner(1, { url: picture('Welcome bonus 100%'), title: 'Welcome bonus', linkageType: null }),
  banner(2, { url: picture('Lottery every 5 minutes', 1280, 400, '#6b2d8f'), title: 'Fast lottery' }),
];

export const homeNotices = [
  announcement(1, { type: 'B', title: 'Scheduled maintenance Sunday 03:00–04:00 UTC', execution: 'B' }),
  announcement(2, { type: 'B', title: 'New: PIX deposits are credited in under a minute', execution: 'B' }),
];

export const menus = [
  category('RNG', vendor('SPINX', 'RNG', 'Spinx Slots'), vendor('PGS', 'RNG', 'PG Soft')),
  category('LIVE', vendor('EVO', 'LIVE', 'Evolution'), { ...vendor('AG', 'LIVE', 'AG Live'), maintenance: true }),
  category('SPORTS', vendor('SABA', 'SPORTS', 'SABA Sports')),
  category('LOTT', vendor('INHOUSE', 'LOTT', 'Lottery')),
];

const names = ['Fortune Tiger', 'Gates of Olympus', 'Sweet Bonanza', 'Baccarat Live', 'Aviator', 'Mines', 'Crazy Time', 'Big Bass'];
export const games: Game[] = names.map((displayName, i) => game(i + 1, { displayName, isTop: i < 6 }));

export const winners: Winner[] = [
  ['ma***12', 'Fortune Tiger', 18_540.5],
  ['jo***88', 'Aviator', 9_120],
  ['an***07', 'Crazy Time', 7_300.25],
  ['pe***31', 'Fast 3', 4_980],
  ['lu***55', 'Sweet Bonanza', 2_245.75],
  ['ca***02', 'Mines', 1_020],
].map(([name, gameName, amount]) => ({ vo: { ...winner(String(name), Number(amount)).vo, gameName: String(gameName) } }));

export const promotions: Promotion[] = [
  {
    id: 41,
    title: 'Weekend cashback 10%',
    content: '<p>Lose on the weekend, get 10% back on Monday.</p>',
    promotionType: 'cashback',
    announcementImages: [{ url: picture('Cashback 10%', 600, 300, '#8f2d2d') }],
    startDateStr: '2026-11-01 00:00:00',
  },
];

export const helpTopics = [
  { id: 1, title: 'How do I deposit with PIX?', content: '<p>Open <strong>Deposit</strong>, choose PIX, scan the code with your bank app. The money arrives in about a minute.</p>' },
  { id: 2, title: 'How long does a withdrawal take?', content: '<p>Most withdrawals are paid within 30 minutes. Confirm the receipt when it arrives.</p>' },
  { id: 3, title: 'I forgot my password', content: '<p>Use <em>Forgot password</em> on the login window; a code goes to your phone.</p>' },
];

/** Every call the home page and the routed screens make, answered. */
export const shellApi = {
  banners: homeBanners,
  announcements: homeNotices,
  gameMenus: menus,
  hotGames: games.slice(0, 6),
  popularGames: games,
  winners,
  promotions,
  helpCentre: helpTopics,
};
