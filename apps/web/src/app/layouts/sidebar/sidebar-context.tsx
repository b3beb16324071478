import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { readSidebarCookie, SIDEBAR_SHORTCUT_KEY, writeSidebarCookie } from './sidebar-state';

type SidebarContextValue = {
  /** Desktop sidebar expanded (true) or icon-only (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** The mobile slide-in menu. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState<boolean>(() => readSidebarCookie());
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((current) => {
      writeSidebarCookie(!current);
      return !current;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, toggle, mobileOpen, setMobileOpen }),
    [open, setOpen, toggle, mobileOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return value;
}
