// Types for xss-harness.mjs, so the TypeScript e2e spec can import it.
import type { BrowserContext, Page } from 'playwright';

export const HARNESS_CHROMIUM_ARGS: string[];
export function buildSafeHtmlBundle(): Promise<string>;
export function startHarnessServer(safeHtmlBundle: string): Promise<{ url: string; close(): Promise<void> }>;

export interface HarnessItem {
  id: number;
  /** The gateway's sanitised HTML: inserted with innerHTML and through SafeHtml. */
  gateway: string;
  /** The raw input: through SafeHtml alone. */
  raw: string;
}
export interface HarnessBatch {
  calls: { id: number | null; url: string }[];
  dialogs: number;
  navigations: number;
  popups: number;
  clobbered: { id: number; property: string }[];
  /** SafeHtml throwing, or the page leaving under the batch. */
  errors: string[];
}
export function openHarness(
  context: BrowserContext,
  harnessUrl: string,
): Promise<{ page: Page; render(items: HarnessItem[], options?: { waitMs?: number }): Promise<HarnessBatch> }>;
