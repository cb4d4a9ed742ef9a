import { GAME_CLASSIFICATIONS, gameSchema } from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_MENU, type MerchantMenu } from '../../../src/db/schema';
import { DEMO_VENDORS } from '../../../src/modules/games/catalogue';
import { demoCatalogue, generateCatalogue } from '../../../src/modules/games/game-catalogue';
import { fairDraw, newServerSeed } from '../../../src/modules/fairness/provably-fair';
import { DICE_PAYS, REEL, SLOT_PAYS, diceWins, rollDice, spinSlot } from '../../../src/modules/games/in-house';
import { hotGames, popularGames, vassGameType } from '../../../src/modules/games/lanes';
import { LAUNCH_TTL_SECONDS, launchUrl, verifyLaunch } from '../../../src/modules/games/launch';
import { filterGames, pageOf, type BrandView } from '../../../src/modules/games/listing';

const MENU: MerchantMenu = { ...EMPTY_MENU, esportsVendors: ['AV', 'IMES', 'IA', 'AI', 'TF'], cockfightVendors: ['DS88', 'DIG'], inHouseVendors: ['PGE'] };
const BRAND: BrandView = { menu: MENU, supportedLanguages: ['EN', 'PT'] };
const BINGO_BRAND: BrandView = { menu: MENU, supportedLanguages: ['EN', 'TY'] };

describe('the game catalogue', () => {
  const catalogue = demoCatalogue();

  it('holds at least 5,000 games across the 18 demo vendors, each valid against the Game contract', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(catalogue.games.map((g) => g.vassalage)).size).toBe(DEMO_VENDORS.length);
    for (const game of catalogue.games) expect(gameSchema.safeParse(game).success).toBe(true);
  });

  it('is generated deterministically: the same node ids, codes and names on every build', () => {
    const again = generateCatalogue();
    expect(again.games).toEqual(catalogue.games);
    expect(catalogue.games.slice(0, 3).map((g) => g.nodeId)).toEqual([100_001, 100_002, 110_001]);
  });

  it('gives every game and vendor tile a unique node id, and a vendor tile isGame VASSALAGE', () => {
    const ids = [...catalogue.games, ...catalogue.vendorTiles].map((g) => g.nodeId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(catalogue.vendorTiles).toHaveLength(DEMO_VENDORS.length);
    expect(catalogue.vendorTiles.every((t) => t.isGame === 'VASSALAGE')).toBe(true);
    expect(catalogue.games.every((g) => g.isGame === 'GAME')).toBe(true);
  });

  it('classifies slots with SC, VP, JP, TG, AC and BG, and finds a game by vendor and code', () => {
    const used = new Set(catalogue.games.map((g) => g.gameClassify).filter(Boolean));
    expect([...used].sort()).toEqual([...GAME_CLASSIFICATIONS].sort());
    expect(catalogue.find('pge', 'pge_dice')?.displayName).toBe('Lucky Dice');
    expect(catalogue.find('PGE', 'NOPE')).toBeUndefined();
  });
});

describe('game lists', () => {
  const catalogue = demoCatalogue();

  it('offers BG (bingo) only to a brand that supports language TY', () => {
    expect(filterGames(catalogue.games, { gameClassify: 'BG' }, BRAND)).toEqual([]);
    const bingo = filterGames(catalogue.games, { gameClassify: 'BG' }, BINGO_BRAND);
    expect(bingo.length).toBeGreaterThan(0);
    expect(vassGameType([...DEMO_VENDORS], catalogue, BRAND, 'RNG').gameClassify.map((c) => c.key)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(vassGameType([...DEMO_VENDORS], catalogue, BINGO_BRAND, 'RNG').gameClassify.map((c) => c.key)).toContain('BG');
  });

  it("splits INHOUSE out of RNG by the brand's lists, and filters by vendor and by name", () => {
    expect(filterGames(catalogue.games, { gameType: 'INHOUSE' }, BRAND).map((g) => g.gameCode)).toEqual(['PGE_SLOT3', 'PGE_DICE']);
    expect(filterGames(catalogue.games, { gameType: 'RNG' }, BRAND).some((g) => g.vassalage === 'PGE')).toBe(false);
    // Spec §2 maps /inHouse to RNG: one vendor's list also matches the catalogue's own type.
    expect(filterGames(catalogue.games, { gameType: 'RNG', vassalage: 'PGE' }, BRAND)).toHaveLength(2);
    expect(filterGames(catalogue.games, { gameType: 'ESPORTS' }, BRAND).map((g) => g.vassalage)).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    const dragons = filterGames(catalogue.games, { vassalage: 'spinx', gameName: 'DRAGON' }, BRAND);
    expect(dragons.length).toBeGreaterThan(0);
    expect(dragons.every((g) => g.vassalage === 'SPINX' && g.displayName.toLowerCase().includes('dragon'))).toBe(true);
  });

  it('pages 50 per page with the totals, and answers an empty page past the end', () => {
    const rows = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(rows, 3, 50)).toEqual({ content: rows.slice(100), pageNum: 3, pageSize: 50, totalPages: 3, totalElements: 120 });
    expect(pageOf(rows, 4, 50).content).toEqual([]);
    expect(pageOf(rows).content).toHaveLength(50);
  });

  it('puts vendor tiles first in hot games and mixes vendors in the 50 popular games', () => {
    const hot = hotGames(catalogue, BRAND);
    expect(hot[0]!.isGame).toBe('VASSALAGE');
    expect(hot.filter((g) => g.isGame === 'GAME').every((g) => g.isTop)).toBe(true);
    expect(hotGames(catalogue, BRAND, 'LIVEONE').every((g) => g.vassalage === 'LIVEONE')).toBe(true);
    const popular = popularGames(catalogue, BRAND);
    expect(popular).toHaveLength(50);
    expect(new Set(popular.map((g) => g.vassalage)).size).toBeGreaterThan(2);
  });
});

describe('in-house game rules', () => {
  it('pays a 3-reel slot only on three of a kind, bet times the paytable', () => {
    const seven = REEL.indexOf('SEVEN');
    expect(spinSlot(100, () => seven)).toEqual({ outcome: ['SEVEN', 'SEVEN', 'SEVEN'], win: 100 * SLOT_PAYS['SEVEN']! });
    let stop = 0;
    const mixed = spinSlot(100, () => [0, REEL.indexOf('BELL'), 0][stop++]!);
    expect(mixed).toEqual({ outcome: ['CHERRY', 'BELL', 'CHERRY'], win: 0 });
  });

  it('settles dice on the sum of two dice: LOW 2-6, HIGH 8-12, SEVEN exactly 7', () => {
    expect([2, 6, 7, 8, 12].map((sum) => diceWins('LOW', sum))).toEqual([true, true, false, false, false]);
    expect([6, 7, 8, 12].map((sum) => diceWins('HIGH', sum))).toEqual([false, false, true, true]);
    expect(rollDice(100, 'SEVEN', () => 3 + 0)).toEqual({ outcome: [3, 3], win: 0 });
    let face = 0;
    expect(rollDice(100, 'SEVEN', () => [3, 4][face++]!)).toEqual({ outcome: [3, 4], win: 100 * DICE_PAYS.SEVEN });
  });

  it('draws from a fair seed pair inside the reel and dice ranges, every face reachable', () => {
    const pair = { serverSeed: newServerSeed(), clientSeed: 'range-check' };
    const faces = new Set<number>();
    const symbols = new Set<string | number>();
    for (let nonce = 0; nonce < 300; nonce++) {
      symbols.add(spinSlot(1, fairDraw(pair, nonce)).outcome[0]!);
      const dice = rollDice(1, 'LOW', fairDraw(pair, nonce)).outcome as number[];
      for (const face of dice) faces.add(face);
    }
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...symbols].every((symbol) => REEL.includes(String(symbol)))).toBe(true);
    expect(symbols.size).toBe(new Set(REEL).size);
  });
});

describe('launch URLs', () => {
  const secret = 'test-launch-secret';
  const now = new Date('2030-01-01T00:00:00Z');
  const claims = { merchantCode: 'FORTUNA', memberId: 7, vassalage: 'SPINX', gameCode: 'SPINX_0001', expires: now.getTime() / 1000 + LAUNCH_TTL_SECONDS };
  const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('signs the URL on the chosen CDN and accepts it until it expires', () => {
    const url = launchUrl('https://play.example/', secret, claims);
    expect(url.startsWith('https://play.example/api/games/vendor-sim/play?')).toBe(true);
    const check = verifyLaunch(secret, queryOf(url), now);
    expect(check).toMatchObject({ ok: true, claims: { memberId: 7, gameCode: 'SPINX_0001' } });
    expect(verifyLaunch(secret, queryOf(url), new Date(claims.expires * 1000))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('refuses a URL whose fields were changed, signed with another key, or missing a field', () => {
    const query = queryOf(launchUrl('https://play.example', secret, claims));
    expect(verifyLaunch(secret, { ...query, m: '8' }, now)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyLaunch(secret, { ...query, exp: String(claims.expires + 3600) }, now)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyLaunch('another-key', query, now)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    const { sig: _sig, ...unsigned } = query;
    expect(verifyLaunch(secret, unsigned, now)).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});
