import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-page p-4 text-text">
        <Story />
      </div>
    ),
  ],
};

export default preview;
