import { describe, expect, it } from 'vitest';
import { game } from '../testing/fixtures';
import { imageCandidates } from './image-url';
import { formatMinor, parseBet } from './money';
import { pickGames } from './pick-games';

describe('game list helpers', () => {
  it('narrows a list to the category vendors, the vendor, the classification and a part of the name', () => {
    const games = [
      game(1, { displayName: 'Dragon Gold', gameClassify: 'JP' }),
      game(2, { displayName: 'Golden Fish', vassalage: 'OCEAN' }),
      game(3, { displayName: 'Fruit', vassalage: 'PGE' }),
      game(4, { displayName: 'Spinx lobby', isGame: 'VASSALAGE' }),
    ];
    const vendors = new Set(['SPINX', 'OCEAN']);
    expect(pickGames(games, { vendors }).map((g) => g.nodeId)).toEqual([1, 2, 4]);
    expect(pickGames(games, { vendors, gameName: 'GOLD' }).map((g) => g.nodeId)).toEqual([1, 2]);
    expect(pickGames(games, { vendors, vassalage: 'ocean' }).map((g) => g.nodeId)).toEqual([2]);
    expect(pickGames(games, { vendors: null, gameClassify: 'JP' }).map((g) => g.nodeId)).toEqual([
      1,
    ]);
    expect(pickGames(games, { vendors: null, gamesOnly: true }).map((g) => g.nodeId)).toEqual([
      1, 2, 3,
    ]);
  });

  it('puts each image on the CDNs in turn from the chosen one', () => {
    expect(
      imageCandidates('/images/a.png', ['https://a.example/', 'https://b.example'], 1),
    ).toEqual(['https://b.example/images/a.png', 'https://a.example/images/a.png']);
    expect(imageCandidates('', ['https://a.example'], 0)).toEqual([]);
  });

  it('reads a bet in minor units and formats money back', () => {
    expect(parseBet('1')).toBe(100);
    expect(parseBet('2.5')).toBe(250);
    expect(parseBet('0')).toBeNull();
    expect(parseBet('1.234')).toBeNull();
    expect(formatMinor(123456)).toBe('1,234.56');
    expect(formatMinor(-5)).toBe('-0.05');
  });
});
