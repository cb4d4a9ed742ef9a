import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
// Relative path: Storybook loads this file before any tsconfig path alias resolves.
import { fileURLToPath } from 'node:url';
import { ALL_FLAGS } from '../libs/shared/brand/src/flags';
import { brandArtPlugin } from './brand-art-plugin';

/*
 * The app compiles each `__FLAG_<NAME>__` to the brand's literal boolean
 * (tools/brand-tools/src/vite-brand-plugin.ts), so the minifier drops dead code.
 * One Storybook shows every brand, so here each constant reads the flags of the
 * brand the preview was loaded with (set by ./brands.ts from brands/<id>/brand.json).
 * Its types stay those of libs/shared/brand/src/compiled-brand.d.ts: booleans.
 */
export const storybookFlagDefines = Object.fromEntries(
  ALL_FLAGS.map((flag) => [`__FLAG_${flag}__`, `globalThis.__storybookBrandFlags.${flag}`]),
);

/** The ui-kit's stories get a docs page each (autodocs), whatever their own tags say. */
const UI_KIT_STORIES = /[\\/]libs[\\/]shared[\\/]ui-kit[\\/]/;

// One Storybook for the whole workspace: the brand foundations, every lib's stories plus the web app's.
const config: StorybookConfig = {
  stories: [
    './foundations/*.stories.@(ts|tsx)',
    '../libs/**/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  // The toolbar, controls, actions and viewport ship with storybook itself; addon-docs
  // (installed, nothing downloaded at build time) renders the ui-kit's docs pages.
  addons: ['@storybook/addon-docs'],
  docs: { defaultName: 'Docs' },
  // Autodocs for the ui-kit only: its components are the documented building blocks;
  // feature stories are screens, and a docs page of a screen says nothing more.
  experimental_indexers: async (indexers = []) =>
    indexers.map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) => {
        const inputs = await indexer.createIndex(fileName, options);
        if (!UI_KIT_STORIES.test(fileName)) return inputs;
        return inputs.map((input) => ({ ...input, tags: [...(input.tags ?? []), 'autodocs'] }));
      },
    })),
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    // Vite 8 reads tsconfig `paths` (@platform/...) itself; no nxViteTsPaths plugin needed.
    mergeConfig(viteConfig, {
      resolve: { tsconfigPaths: true },
      define: storybookFlagDefines,
      // Every brand's drawn game, vendor and category art, as the app's build draws its one brand's.
      plugins: [brandArtPlugin(fileURLToPath(new URL('../brands', import.meta.url)))],
    }),
};

export default config;
