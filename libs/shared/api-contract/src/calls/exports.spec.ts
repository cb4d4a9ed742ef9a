import { describe, expect, it } from 'vitest';
import { accountRecordExport, agentReportExport, bettingRecordExport, exportUrl } from './exports';
import { CLIENT_SEED_PATTERN, playRoundCall, rotateSeedCall } from './game-play';

describe('CSV export contracts and the provably fair calls (issue 11)', () => {
  it('builds an export URL with only the given query values', () => {
    expect(exportUrl(bettingRecordExport, {})).toBe('/api/exports/betting-record.csv');
    expect(exportUrl(accountRecordExport, { from: '2030-01-01', type: 'bet', to: undefined })).toBe('/api/exports/account-record.csv?from=2030-01-01&type=bet');
    expect(exportUrl(agentReportExport, { report: 'betting', scope: 'direct' })).toBe('/api/exports/agent-report.csv?report=betting&scope=direct');
  });

  it('validates the export queries: ISO dates, known transaction types and reports', () => {
    expect(bettingRecordExport.request.safeParse({ from: '2030-01-01', to: '2030-03-31T23:59:59Z' }).success).toBe(true);
    expect(bettingRecordExport.request.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(accountRecordExport.request.safeParse({ type: 'nonsense' }).success).toBe(false);
    expect(agentReportExport.request.safeParse({ report: 'everything' }).success).toBe(false);
  });

  it('takes a client seed of 1 to 64 letters, digits, _ or - (no colon: it separates the HMAC message)', () => {
    for (const ok of ['a', 'lucky-7_seed', 'x'.repeat(64)]) expect(CLIENT_SEED_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'a:b', 'x'.repeat(65), 'with space', 'ü']) expect(rotateSeedCall.request.safeParse({ clientSeed: bad }).success).toBe(false);
  });

  it('accepts the shown seed hash with a round only as 64 hex digits', () => {
    const base = { roundId: '4f0c4a5e-8a43-4c55-9a3c-0d7c26f1e0a1', gameCode: 'PGE_SLOT3', bet: 100 };
    expect(playRoundCall.request.safeParse({ ...base, serverSeedHash: 'ab'.repeat(32) }).success).toBe(true);
    expect(playRoundCall.request.safeParse({ ...base, serverSeedHash: 'xyz' }).success).toBe(false);
  });
});
