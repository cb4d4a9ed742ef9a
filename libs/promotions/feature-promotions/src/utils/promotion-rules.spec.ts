import { describe, expect, it } from 'vitest';
import { promotionIdFromHash, promotionPath } from './promotion-hash';
import { PROMOTIONS_PER_SLIDE, promotionSlides, showPromotionArrows } from './promotion-slides';

describe('promotions rules (spec §2)', () => {
  it('selects the promotion whose id is the hash', () => {
    expect(promotionIdFromHash('#12')).toBe(12);
    expect(promotionIdFromHash('')).toBeNull();
    expect(promotionIdFromHash('#abc')).toBeNull();
    expect(promotionPath(12)).toBe('/promotions#12');
  });

  it('shows the carousel arrows only when there are more than 3 promotions', () => {
    expect(showPromotionArrows(3)).toBe(false);
    expect(showPromotionArrows(4)).toBe(true);
  });

  it('groups promotions three to a slide', () => {
    expect(PROMOTIONS_PER_SLIDE).toBe(3);
    expect(promotionSlides([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
