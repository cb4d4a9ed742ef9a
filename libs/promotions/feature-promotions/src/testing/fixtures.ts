import type { Promotion } from '@platform/shared/api-contract';

/** Test and story promotions: plain data, never a network answer. */
export function promotion(id: number, extra: Partial<Promotion> = {}): Promotion {
  return {
    id,
    title: `Promotion ${id}`,
    content: `<p>Details of promotion ${id}</p>`,
    promotionType: null,
    announcementImages: [],
    startDateStr: '2026-01-01 00:00:00',
    ...extra,
  };
}
