/** The home promotions carousel shows three promotions per slide. */
export const PROMOTIONS_PER_SLIDE = 3;

/** Spec §2 "The promotions carousel shows arrows if there are more than 3". */
export function showPromotionArrows(count: number): boolean {
  return count > PROMOTIONS_PER_SLIDE;
}

export function promotionSlides<T>(items: readonly T[], perSlide = PROMOTIONS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += perSlide) slides.push(items.slice(i, i + perSlide));
  return slides;
}
