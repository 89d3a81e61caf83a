import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How the game fills the screen: not at all, through the Fullscreen API, or over the page (no API: iPhone Safari). */
export type GameFullscreen = 'off' | 'native' | 'pseudo';

/**
 * Fullscreen for the game's box: the Fullscreen API where the browser has it, else (or when it refuses) a
 * pseudo-fullscreen in which the box covers the viewport and Escape leaves.
 */
export function useGameFullscreen(box: RefObject<HTMLElement | null>) {
  const [mode, setMode] = useState<GameFullscreen>('off');

  useEffect(() => {
    const follow = () => {
      const native = document.fullscreenElement !== null && document.fullscreenElement === box.current;
      setMode((current) => (native ? 'native' : current === 'native' ? 'off' : current));
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [box]);

  useEffect(() => {
    if (mode !== 'pseudo') return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('off');
    };
    document.addEventListener('keydown', leave);
    // The page under the game does not scroll while the game covers it.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', leave);
      document.documentElement.style.overflow = overflow;
    };
  }, [mode]);

  const enter = useCallback(() => {
    const element = box.current;
    if (!element) return;
    if (!document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') return setMode('pseudo');
    element.requestFullscreen().catch(() => setMode('pseudo'));
  }, [box]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    setMode('off');
  }, []);

  return { mode, enter, exit, toggle: mode === 'off' ? enter : exit };
}
