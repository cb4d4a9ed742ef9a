/**
 * The carousel's pagination dots are 44 px targets (WCAG 2.5.5) in a row under the slides, so a
 * carousel of several slides is this much taller than its pictures. A placeholder shown before
 * the carousel loads reserves it, so the content below does not jump when it arrives.
 */
export const CAROUSEL_DOT_SIZE_PX = 44;
