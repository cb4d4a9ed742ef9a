import { bannersCall, type Banner } from '@platform/shared/api-contract';
import { BOOT_BANNERS_ID } from '@platform/shared/brand';

let taken = false;

/**
 * The home banners the gateway put in the page, once: the first list the home page shows, so its
 * first render draws the picture the boot shell already shows instead of a placeholder and a
 * second request. Later calls (and a page without the block, or with a malformed one) get
 * undefined and fetch as usual. Banners are per merchant and group, not per language, so the
 * list serves whichever language the app starts in.
 */
export function takeBootBanners(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Banner[] | undefined {
  if (taken || !doc) return undefined;
  taken = true;
  const element = doc.getElementById(BOOT_BANNERS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = bannersCall.response.safeParse(JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** For tests: the next takeBootBanners reads the page again. */
export function resetBootBanners(): void {
  taken = false;
}
