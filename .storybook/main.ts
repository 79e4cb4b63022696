import type { StorybookConfig } from '@storybook/react-vite';
import { storybookViteConfig } from '../scripts/storybook/vite-config.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // public/ holds mockServiceWorker.js: the preview's MSW worker is served next to iframe.html.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Without an icon link the browser asks for /favicon.ico at the host's root, outside a
  // Storybook published under a sub-path: a 404 in the console of every story.
  previewHead: (head) => `${head}\n<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  viteFinal: storybookViteConfig,
};

export default config;
