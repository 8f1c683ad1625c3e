import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
// The app's stylesheet, not only ui-kit's theme: its @source lines make Tailwind scan the feature
// libs and the app too, so their stories render with every class they use.
import '../apps/web/src/styles.css';

type Mode = 'light' | 'dark';

/** Mirrors the app: colour mode is the `.dark` class on <html>. */
function ColorModeRoot({ mode, children }: { mode: Mode; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);
  return children;
}

const withColorMode: Decorator = (Story, context) => (
  <ColorModeRoot mode={context.globals['colorMode'] === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ColorModeRoot>
);

const preview: Preview = {
  decorators: [withColorMode],
  globalTypes: {
    colorMode: {
      description: 'Colour mode (.dark on <html>)',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
