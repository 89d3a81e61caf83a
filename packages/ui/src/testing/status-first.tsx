import type { Decorator } from '@storybook/react-vite';
import { SystemStatusGate } from '../features/system-pages/system-status-gate';

/** As on the site: the system status (and with it the brand's flags) is in before the story renders. */
export const statusFirst: Decorator = (Story) => (
  <SystemStatusGate holdUntilKnown>
    <Story />
  </SystemStatusGate>
);
