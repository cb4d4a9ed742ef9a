// Vite loads apps/web/vite.config.ts, and with it this plugin, by bundling the
// config with tsconfig paths switched off (its config loader runs before any
// Vite plugin), so the `@platform/shared/brand` alias does not resolve there
// and the build stops with ERR_MODULE_NOT_FOUND. Code reached from the config
// therefore imports the brand lib by relative path, and only through this file.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the Vite config loader cannot resolve tsconfig path aliases (see above)
export * from '../../../libs/shared/brand/src/index';
