import {
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { RouteLoadError } from './lazy-route';
import type { MenuParts } from './menu-chunk';
import { onDemandModule } from './on-demand-module';

// One chunk for every lazy menu of the page.
const menuChunk = /* @__PURE__ */ onDemandModule(() => import('./menu-chunk'));
let preloadScheduled = false;

/** Loads the chunk once the page is idle after its first paint, so that it is there by the time a person clicks. */
function preloadWhenIdle() {
  if (preloadScheduled) return;
  preloadScheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(menuChunk.load, { timeout: 2000 });
  else setTimeout(menuChunk.load, 200);
}

export type LazyMenuProps = Omit<ComponentProps<'button'>, 'type' | 'ref'> & {
  /** Radix's `modal`: a modal menu locks the page's scroll and pointer while open. */
  modal?: boolean;
  /** The menu's panel, drawn with the parts the chunk brings: `<Menu.Content>` with its items. */
  menu: (Menu: MenuParts) => ReactNode;
};

/**
 * A Radix dropdown menu whose code loads on demand: the button (a Radix trigger's markup, same look and name) is
 * there at first paint, the menu's chunk loads when the page is idle or a pointer or focus comes to the button.
 * It opens on pointer down, Enter, Space or ArrowDown as Radix's trigger does; opened before its chunk arrived, it
 * opens when the chunk is there. The button stays the same element throughout, so focus comes back to it on close.
 */
export function LazyMenu({
  modal = true,
  menu,
  children,
  onPointerDown,
  onPointerEnter,
  onKeyDown,
  onFocus,
  ...trigger
}: LazyMenuProps) {
  const state = menuChunk.useState();
  const [open, setOpen] = useState(false);
  const [openedByKey, setOpenedByKey] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const contentId = useId();
  useEffect(preloadWhenIdle, []);

  const toggle = (byKey: boolean, next = !open) => {
    setOpen(next);
    if (!next) return;
    setOpenedByKey(byKey);
    menuChunk.load();
  };
  // Radix's DropdownMenu.Trigger: the primary button without Ctrl toggles on pointer down; Enter and Space toggle,
  // ArrowDown opens.
  const pointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
    if (!open) event.preventDefault();
    toggle(false);
  };
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' || event.key === ' ') toggle(true);
    else if (event.key === 'ArrowDown') toggle(true, true);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && state.status === 'ready' ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        {...trigger}
        onPointerDown={pointerDown}
        onKeyDown={keyDown}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          menuChunk.load();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          menuChunk.load();
        }}
      >
        {children}
      </button>
      {state.status === 'ready' ? (
        <state.module.MenuFrame
          open={open}
          onOpenChange={setOpen}
          modal={modal}
          button={button}
          triggerId={triggerId}
          contentId={contentId}
          openedByKey={openedByKey}
        >
          {menu(state.module.menuParts)}
        </state.module.MenuFrame>
      ) : null}
      {open && state.status === 'failed' ? (
        <MenuLoadError button={button} reason={state.reason} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * A menu whose chunk did not arrive (SPEC §8, §9): the message and a retry where the menu would be. Escape or a
 * press outside closes it, as it would the menu.
 */
function MenuLoadError({
  button,
  reason,
  onClose,
}: {
  button: RefObject<HTMLButtonElement | null>;
  reason: 'failed' | 'timeout';
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    const width = panel.current?.offsetWidth ?? 0;
    setPlace({ top: rect.bottom + 6, left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) });
  }, [button]);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, button]);
  return createPortal(
    <div
      ref={panel}
      data-slot="menu-load-error"
      className="fixed z-50 w-72 max-w-[calc(100vw-1rem)] text-text shadow-raised"
      style={place ?? { visibility: 'hidden' }}
    >
      <RouteLoadError reason={reason} onRetry={menuChunk.load} className="gap-3 px-4 py-5 text-sm" />
    </div>,
    document.body,
  );
}
