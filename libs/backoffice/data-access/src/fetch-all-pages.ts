import type { CallContract } from '@platform/shared/api-contract';
import { BACKOFFICE_MAX_PAGE_SIZE } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';
import type * as z from 'zod/mini';

interface Paged<Row> {
  rows: Row[];
  total: number;
}

/** Rows a CSV export fetches at most: a bigger export belongs to a server-side job, not a browser tab. */
export const EXPORT_ROW_CAP = 100_000;

/**
 * Every row matching a table's filter and sort, page after page at the largest page size, for
 * the CSV export. Stops at EXPORT_ROW_CAP and reports progress; `signal` lets the user cancel.
 */
export async function fetchAllPages<Req extends z.ZodMiniType, Row>(
  client: ApiClient,
  contract: CallContract<Req, z.ZodMiniType>,
  request: Omit<z.input<Req>, 'page' | 'pageSize'>,
  options: { onProgress?: (fetched: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<{ rows: Row[]; total: number; capped: boolean }> {
  const rows: Row[] = [];
  let total: number;
  for (let page = 1; ; page++) {
    if (options.signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const answer = (await client.call(contract, { ...request, page, pageSize: BACKOFFICE_MAX_PAGE_SIZE } as z.input<Req>)) as Paged<Row>;
    total = answer.total;
    rows.push(...answer.rows);
    options.onProgress?.(rows.length, Math.min(total, EXPORT_ROW_CAP));
    if (answer.rows.length < BACKOFFICE_MAX_PAGE_SIZE || rows.length >= total || rows.length >= EXPORT_ROW_CAP) break;
  }
  return { rows: rows.slice(0, EXPORT_ROW_CAP), total, capped: total > EXPORT_ROW_CAP };
}
