import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the whole workspace. No addons: everything here must build offline, and
 * stories are excluded from production inputs (nx.json `excludeStories`).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      // Vite 8 resolves the @salesdash/* tsconfig paths itself.
      resolve: { ...viteConfig.resolve, tsconfigPaths: true },
      build: {
        ...viteConfig.build,
        // A static Storybook is one big preview bundle by design; the warning is noise here.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          onwarn(warning, defaultHandler) {
            // sonner ships 'use client' for RSC; irrelevant in a client-only bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;
