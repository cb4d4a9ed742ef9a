/// <reference types="vite/client" />
// Flag emoji are regional-indicator pairs that many Linux and Windows desktops draw as empty
// boxes (issue 20 §6), so the selector shows the bundled flag-icons SVGs instead. `?url` makes
// each one a file of its own (`no-inline`: not a data URI in the header's JavaScript), so the home
// entry carries a path, not the picture. Only the flags of the languages the brands offer
// (brands/*/brand.json) are listed, so only those are bundled; a language without one shows its
// name alone, and language-select.spec.tsx fails when a brand adds a language with no flag here.
import gb from 'flag-icons/flags/4x3/gb.svg?url&no-inline';
import pt from 'flag-icons/flags/4x3/pt.svg?url&no-inline';
import th from 'flag-icons/flags/4x3/th.svg?url&no-inline';
import vn from 'flag-icons/flags/4x3/vn.svg?url&no-inline';

const FLAG_URLS: Readonly<Record<string, string>> = { EN: gb, PT: pt, TH: th, VI: vn };

/** The bundled flag image of a language code, if the brands offer that language. */
export function flagUrl(code: string): string | undefined {
  return FLAG_URLS[code];
}
