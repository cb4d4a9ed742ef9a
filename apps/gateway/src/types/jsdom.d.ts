/**
 * The slice of jsdom the gateway uses (the sanitiser's window). jsdom ships no types and
 * @types/jsdom is not installed; this declares only what src/modules/content/sanitise.ts calls.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
