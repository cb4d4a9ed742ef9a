// Compile-time constants injected by tools/brand-tools' Vite plugin.
// Generated from brands/<id>/brand.json at build time.
declare const __FLAG_USERNAMEREG3__: boolean;
declare const __FLAG_MOBILENUMREG3__: boolean;
declare const __FLAG_MOBILEVERCODELOGIN3__: boolean;
declare const __FLAG_DIRECTREG3__: boolean;
declare const __FLAG_REGMOBVERF3__: boolean;
declare const __FLAG_MOBILENUMPASSREG3__: boolean;
declare const __FLAG_CHNGPASSVERIF3__: boolean;
declare const __FLAG_AGENTPOLICY3__: boolean;
declare const __FLAG_SOCIALGOOGLE__: boolean;
declare const __FLAG_SOCIALFACEBOOK__: boolean;
declare const __FLAG_PHONEAUTHFIREBASE__: boolean;

declare module 'virtual:brand' {
  export const brand: import('./manifest-schema').BrandManifest;
  export const theme: import('./theme').Theme;
}

// The brand's @fontsource faces (latin subset): the app's entry imports it once, for its CSS.
declare module 'virtual:brand-fonts' {}
