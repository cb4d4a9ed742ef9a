// Like shared-brand.ts: code reached from the Vite config imports the art lib by relative path,
// because the config loader runs before tsconfig path aliases resolve.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the Vite config loader cannot resolve tsconfig path aliases (see shared-brand.ts)
export * from '../../../libs/shared/game-art/src/index';
