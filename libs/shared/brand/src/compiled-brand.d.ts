// Every tsconfig that needs the brand's compile-time names includes this file. The `__FLAG_*__`
// constants Vite's define injects (tools/brand-tools' plugin) are declared in the generated file
// below, one per flag in ALL_FLAGS; the reference pulls it in without listing it in each tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient file cannot import
/// <reference path="./compiled-flags.generated.d.ts" />

declare module 'virtual:brand' {
  export const brand: import('./manifest-schema').BrandManifest;
  export const theme: import('./theme').Theme;
}

// The brand's @fontsource faces (latin subset): the app's entry imports it once, for its CSS.
declare module 'virtual:brand-fonts' {}
