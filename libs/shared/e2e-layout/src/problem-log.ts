import type { TestInfo } from '@playwright/test';
import type { LayoutProblem } from './layout-check';
import type { ScreenProblem } from './layout-screen-checks';

/**
 * A known problem in a file the check's owner may not change: matched by its screen (`where`
 * contains it), kind and element, with the owner's file named so it can be fixed there.
 */
export interface LayoutException {
  where: string;
  kind: string;
  element: string;
  owner: string;
  reason: string;
}

/** One problem found, as the report lists it. */
export interface FoundProblem {
  where: string;
  kind: string;
  element: string;
  detail: string;
}

/** What one in-page check of a screen at one width returns (each suite's sweep runs it). */
export interface Inspection {
  /** Whether spinners, busy regions, fonts and eager images were done within the wait. */
  settled: boolean;
  layout: LayoutProblem[];
  screen: ScreenProblem[];
  /** How far the page scrolls sideways, in px. */
  sideways: number;
}

/**
 * The problems a sweep collects until its next report, every one listed so one run names them all.
 * A problem an exception matches is not listed; the exception is remembered as used.
 */
export class ProblemLog {
  readonly excused = new Set<LayoutException>();
  private readonly found: FoundProblem[] = [];

  constructor(private readonly exceptions: readonly LayoutException[]) {}

  get size(): number {
    return this.found.length;
  }

  add(where: string, kind: string, element: string, detail: string): void {
    const exception = this.exceptions.find((e) => where.includes(e.where) && kind === e.kind && element.includes(e.element));
    if (exception) this.excused.add(exception);
    else this.found.push({ where, kind, element, detail });
  }

  /** Every problem of one screen × width check, `at` naming both. */
  addInspection(at: string, found: Inspection): void {
    if (!found.settled) this.add(at, 'never-settled', 'body', 'a spinner, a busy region, a font or an image still loading after 15 s');
    for (const p of found.layout) this.add(at, p.kind, p.element, `${p.text ?? ''} ${p.width} > ${p.limit}`.trim());
    for (const p of found.screen) this.add(at, p.kind, p.element, p.detail);
    if (found.sideways > 0) this.add(at, 'page-scrolls-sideways', 'html', `${found.sideways} px`);
  }

  /**
   * Records `figures` (what was checked and how long it took) with the problem count on the test
   * and in the log, then returns every problem found since the last report, one a line, and
   * starts over. The suite fails the test on a non-empty list.
   */
  report(testInfo: TestInfo, figures: string): string[] {
    const description = `${figures}; ${this.found.length} problems, ${this.excused.size} known exceptions used`;
    testInfo.annotations.push({ type: 'layout-check', description });
    console.log(`layout check ${description}`);
    return this.found.splice(0).map((f) => `${f.where} | ${f.kind} | ${f.element} | ${f.detail}`);
  }
}
