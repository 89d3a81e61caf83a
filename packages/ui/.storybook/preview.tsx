import type { Preview } from '@storybook/react-vite';
import './storybook.css';
import { configure, sb } from 'storybook/test';
import { storyDecorators } from './providers';
import { sandboxLoader } from './sandbox-loader';

// A story waits for what it means (the answer shown, the dialog open), however slow the machine: stories talk to the
// sandbox through the service worker while the test command runs Playwright on two cores, and a seeding or a sign-in
// there has taken over 10 s. A wait still fails when what it waits for never comes, 30 s on; every wait in the
// stories uses this bound (the few shorter ones check that something closes quickly, as a person would see).
configure({ asyncUtilTimeout: 30_000 });

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
