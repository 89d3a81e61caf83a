import { createContext, type ReactNode, use, useMemo } from 'react';

/** How the site moves between its own pages without a reload (its router's navigate) and where it is now. */
export type SiteNavigation = { navigate?: (href: string) => void; currentPath?: string };

const NavigationContext = /* @__PURE__ */ createContext<SiteNavigation>({});

/** Lets the kit's links use the site's router; without it they are plain links. */
export function NavigationProvider({ navigate, currentPath, children }: SiteNavigation & { children?: ReactNode }) {
  const value = useMemo(() => ({ navigate, currentPath }), [navigate, currentPath]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** The site's navigate function and current path, if a NavigationProvider gave them. */
export function useSiteNavigation(): SiteNavigation {
  return use(NavigationContext);
}

function pushPath(path: string): void {
  if (globalThis.location?.pathname !== path) globalThis.history?.pushState(null, '', path);
}

/**
 * Goes to a path of the site from code (after a logout, a password change, a menu entry): the router's navigate
 * when a NavigationProvider gave one, else history.pushState, which wouter follows.
 */
export function useSiteNavigate(): (path: string) => void {
  return use(NavigationContext).navigate ?? pushPath;
}

/** A link to a page of the site: routed in place on a plain click, marked aria-current on its own page. */
export function NavLink({ href = '/', onClick, ...props }: React.ComponentProps<'a'>) {
  const { navigate, currentPath } = use(NavigationContext);
  return (
    <a
      href={href}
      aria-current={currentPath === href ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (event.defaultPrevented || !plain || !navigate) return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}
