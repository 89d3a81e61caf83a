import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalHeader,
  type ModalProps,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from './modal';

/** The one-piece Modal on a page twice the screen's height, opened by a button as a page would open it. */
function ModalDemo(props: Omit<ModalProps, 'open' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="h-[200vh]">
      {/* The page's way in: the story's, not the modal's words. */}
      <Button translate="no" onClick={() => setOpen(true)}>
        Open notice
      </Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </div>
  );
}

/**
 * The meta both Modal story files share under their one title, 'Primitives/Modal' (modal-one-piece.stories.tsx and
 * modal-parts.stories.tsx): each gives the title itself, which Storybook reads from the file's text.
 */
export const modalStoryMeta = {
  component: Modal,
  // The docs page lists each part's props beside the one-piece Modal's.
  subcomponents: {
    ModalRoot,
    ModalTrigger,
    ModalContent,
    ModalHeader,
    ModalTitle,
    ModalDescription,
    ModalClose,
    ModalBody,
  },
  parameters: { layout: 'padded' },
  render: ({ open: _open, ...args }) => <ModalDemo {...args} />,
  args: {
    open: false,
    name: 'noticePopup',
    title: 'System notice',
    closeLabel: 'Close',
    children: <p>Deposits via bank transfer are credited within five minutes.</p>,
    onOpenChange: fn(),
  },
} satisfies Omit<Meta<typeof Modal>, 'title'>;
