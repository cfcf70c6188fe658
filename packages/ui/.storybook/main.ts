import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // msw's service worker, copied from the installed msw (so it always matches its version) to the root,
  // where its scope covers the preview iframe.
  staticDirs: [{ from: '../node_modules/msw/lib/mockServiceWorker.js', to: '/mockServiceWorker.js' }],
  core: { disableTelemetry: true },
  // The preview bundles axe and the test helpers; a large chunk is expected there and is not shipped.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 2048 } }),
};

export default config;
