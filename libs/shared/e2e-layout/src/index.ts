export { findLayoutProblems, layoutProblemsInPage } from './layout-check';
export type { LayoutCheckOptions, LayoutProblem } from './layout-check';
export { findScreenProblems, screenProblemsInPage } from './layout-screen-checks';
export type { EnglishText, ScreenProblem } from './layout-screen-checks';
