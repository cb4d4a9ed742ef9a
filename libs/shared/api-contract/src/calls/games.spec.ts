import { describe, expect, it } from 'vitest';
import { addFavouriteCall, playRoundCall, removeFavouriteCall } from './game-play';
import { gameListCall, hotGamesCall } from './games';

describe('games contracts', () => {
  it('reads the game list query (clientType 3, pageNo, pageSize at most 50) from text or numbers', () => {
    expect(gameListCall.request.parse({ clientType: '3', pageNo: '2', pageSize: '50' })).toMatchObject({ clientType: 3, pageNo: 2, pageSize: 50 });
    expect(gameListCall.request.parse({ clientType: 3, pageSize: 16 }).pageSize).toBe(16);
    expect(gameListCall.request.safeParse({ clientType: '3', pageSize: '51' }).success).toBe(false);
    expect(gameListCall.request.safeParse({ clientType: '3', pageNo: '1.5' }).success).toBe(false);
    expect(gameListCall.request.safeParse({ clientType: '2' }).success).toBe(false);
  });

  it('requires isPlatform 2 for hot games', () => {
    expect(hotGamesCall.request.safeParse({ merchantCode: 'X', isPlatform: '2' }).success).toBe(true);
    expect(hotGamesCall.request.safeParse({ merchantCode: 'X', isPlatform: '1' }).success).toBe(false);
  });

  it('takes a favourite node id as a string (the store keeps ids as strings) and removes with DELETE', () => {
    expect(addFavouriteCall.request.parse({ nodeId: '100001', vendor: 'PGE', gameType: 'RNG' }).nodeId).toBe(100001);
    expect(removeFavouriteCall.method).toBe('DELETE');
    expect(removeFavouriteCall.token).toBe(true);
  });

  it('keys an in-house round by a UUID round id and a positive whole bet', () => {
    const base = { roundId: '0b7d3c56-51a7-4f0e-9d53-4d8f1f0f8a11', gameCode: 'PGE_DICE', pick: 'LOW' };
    expect(playRoundCall.request.safeParse({ ...base, bet: 100 }).success).toBe(true);
    expect(playRoundCall.request.safeParse({ ...base, bet: 0 }).success).toBe(false);
    expect(playRoundCall.request.safeParse({ ...base, roundId: 'r1', bet: 100 }).success).toBe(false);
  });
});
