// Page side: functions sent into the page (page.evaluate), so DOM only.
export { animationsFinishedInPage } from './animations';
export { findLayoutProblems, layoutProblemsInPage } from './layout-check';
export type { LayoutCheckOptions, LayoutProblem } from './layout-check';
export { findScreenProblems, screenProblemsInPage } from './layout-screen-checks';
export type { EnglishText, ScreenProblem } from './layout-screen-checks';
// Test side: what the two suites' sweeps and configs share, run in Node.
export { axeInPage, WCAG_21_AA } from './axe-in-page';
export type { AxeViolations } from './axe-in-page';
export { englishOnlyTexts, flattenCatalogue, readCatalogues } from './catalogue';
export { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
export { ProblemLog } from './problem-log';
export type { FoundProblem, Inspection, LayoutException } from './problem-log';
