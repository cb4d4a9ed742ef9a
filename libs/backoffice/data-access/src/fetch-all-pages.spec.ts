import { describe, expect, it } from 'vitest';
import { backofficePlayersCall } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';
import { fetchAllPages } from './fetch-all-pages';

describe('fetchAllPages (the CSV export reads every row that matches, not the page on screen)', () => {
  it('walks the pages at the largest page size with the same filter until the total is reached', async () => {
    const requests: Record<string, unknown>[] = [];
    const all = Array.from({ length: 450 }, (_, i) => ({ id: i + 1 }));
    const client = {
      call: async (_contract: unknown, request: Record<string, unknown>) => {
        requests.push(request);
        const page = request.page as number;
        const size = request.pageSize as number;
        return { rows: all.slice((page - 1) * size, page * size), total: all.length, page, pageSize: size };
      },
    } as unknown as ApiClient;
    const progress: number[] = [];
    const result = await fetchAllPages<typeof backofficePlayersCall.request, { id: number }>(
      client,
      backofficePlayersCall,
      { merchantCode: 'FORTUNA', q: 'ana', sort: 'id', dir: 'asc' },
      { onProgress: (fetched) => progress.push(fetched) },
    );
    expect(result.rows).toHaveLength(450);
    expect(result.capped).toBe(false);
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(requests.every((r) => r.pageSize === 200 && r.q === 'ana' && r.sort === 'id')).toBe(true);
    expect(progress).toEqual([200, 400, 450]);
  });
});
