import type { Preview } from '@storybook/react-vite';
import './storybook.css';
import { configure, sb } from 'storybook/test';
import { storyDecorators } from './providers';
import { sandboxLoader } from './sandbox-loader';

// Stories talk to the sandbox through the service worker while the test command also runs Playwright on two
// cores: testing-library's 1 s default for findBy/waitFor failed stories under load that pass alone. A wait still
// fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5000 });

// The header's render-count story counts the user menu's renders; every story still renders the real menu.
sb.mock(import('../src/features/shell/user-menu.tsx'), { spy: true });

const preview: Preview = {
  // A docs page for every primitive and screen: its props (from the component's types) and its stories.
  tags: ['autodocs'],
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
        // PSEUDO: English accented and wrapped in ⟦…⟧, so a word that did not come through the catalogues stands out.
        items: ['EN', 'CN', 'JA', 'TH', 'VI', 'TY', 'AR', { value: 'PSEUDO', title: 'Pseudo ⟦…⟧' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'EN' },
  loaders: [sandboxLoader],
  decorators: storyDecorators,
};

export default preview;
