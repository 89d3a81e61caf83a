import { DropdownMenu } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type Ref,
  type RefObject,
  use,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';

// The Radix menu stack (menu, popper, floating-ui, roving focus, dismissable layer, focus scope, scroll lock) in a
// chunk of its own, loaded by lazy-menu: the header's menu buttons are on every page, their menus open later.

const MenuIds = /* @__PURE__ */ createContext<{ triggerId?: string; contentId?: string }>({});

/** The menu's panel, with the ids lazy-menu gave its button: the button controls it, and names it. */
function Content(props: ComponentProps<typeof DropdownMenu.Content>) {
  const { triggerId, contentId } = use(MenuIds);
  return <DropdownMenu.Content id={contentId} aria-labelledby={triggerId} {...props} />;
}

/** The parts a lazy menu's content is built from: Radix's DropdownMenu parts. */
export const menuParts = {
  Content,
  Item: DropdownMenu.Item,
  RadioGroup: DropdownMenu.RadioGroup,
  RadioItem: DropdownMenu.RadioItem,
  ItemIndicator: DropdownMenu.ItemIndicator,
  Separator: DropdownMenu.Separator,
};

export type MenuParts = typeof menuParts;

/**
 * Radix's trigger without an element of its own: it hands the button lazy-menu drew at first paint to the menu,
 * as the anchor the panel is placed against and where focus goes back on close.
 */
function TriggerAnchor({ button, ref }: { button: RefObject<HTMLButtonElement | null>; ref?: Ref<HTMLButtonElement> }) {
  useLayoutEffect(() => {
    if (typeof ref === 'function') {
      const cleanup = ref(button.current);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    if (!ref) return;
    ref.current = button.current;
    return () => {
      ref.current = null;
    };
  }, [ref, button]);
  return null;
}

export type MenuFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal: boolean;
  button: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  contentId: string;
  /** Whether the menu was opened with a key before this chunk arrived. */
  openedByKey: boolean;
  children: ReactNode;
};

/** The Radix menu around lazy-menu's button, controlled by it. */
export function MenuFrame({
  open,
  onOpenChange,
  modal,
  button,
  triggerId,
  contentId,
  openedByKey,
  children,
}: MenuFrameProps) {
  const [settled, setSettled] = useState(false);
  // Runs once, after the Radix root has started listening: a menu opened with Enter or ArrowDown before its code
  // was there focuses its first item, as Radix does when it saw the key; it tells keys from pointers by a keydown
  // on the document, so it is shown one before the menu opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what opened the menu counts at mount only.
  useEffect(() => {
    if (open && openedByKey) document.dispatchEvent(new KeyboardEvent('keydown'));
    setSettled(true);
  }, []);
  return (
    <MenuIds value={{ triggerId, contentId }}>
      <DropdownMenu.Root open={open && settled} onOpenChange={onOpenChange} modal={modal}>
        <DropdownMenu.Trigger asChild>
          <TriggerAnchor button={button} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>{children}</DropdownMenu.Portal>
      </DropdownMenu.Root>
    </MenuIds>
  );
}
