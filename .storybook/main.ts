import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

// One Storybook for the whole workspace: every lib's stories plus the web app's.
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  // No addons: the toolbar, controls, actions and viewport ship with storybook itself,
  // and nothing here may download anything at build time.
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    // Vite 8 reads tsconfig `paths` (@platform/...) itself; no nxViteTsPaths plugin needed.
    mergeConfig(viteConfig, { resolve: { tsconfigPaths: true } }),
};

export default config;
