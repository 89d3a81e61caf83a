import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { withProviders } from './providers';
import { sandboxLoader } from './sandbox-loader';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
  globalTypes: {
    language: {
      description: 'Language of the screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: ['EN', 'CN', 'JA', 'TH', 'VI', 'TY', 'AR'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'EN' },
  loaders: [sandboxLoader],
  decorators: [
    withProviders,
    (Story) => (
      <div className="min-h-dvh bg-page text-text">
        <Story />
      </div>
    ),
  ],
};

export default preview;
