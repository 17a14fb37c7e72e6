import { useCallback, useEffect, useRef, useState } from 'react';
import { setScrollLock } from '../../../lib/scroll-lock';
import type { PanelKey } from './nav-items';

/** Spec 000 sections 2 and 9: close 1000 ms after leaving the menu, 500 ms after leaving a panel. */
export const MENU_LEAVE_CLOSE_MS = 1000;
export const PANEL_LEAVE_CLOSE_MS = 500;

export function useMegaMenu() {
  const [open, setOpen] = useState<PanelKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The panel hover opened: the first click on its trigger confirms it instead of closing it
  // (the pointer got there first), however long the click took to follow.
  const hoverOpened = useRef<PanelKey | null>(null);

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const openPanel = useCallback(
    (key: PanelKey) => {
      cancelClose();
      setOpen(key);
    },
    [cancelClose],
  );
  const close = useCallback(() => {
    cancelClose();
    hoverOpened.current = null;
    setOpen(null);
  }, [cancelClose]);
  const closeAfter = useCallback(
    (ms: number) => {
      cancelClose();
      timer.current = setTimeout(() => {
        hoverOpened.current = null;
        setOpen(null);
      }, ms);
    },
    [cancelClose],
  );
  const hoverOpen = useCallback(
    (key: PanelKey) => {
      if (open !== key) hoverOpened.current = key;
      openPanel(key);
    },
    [open, openPanel],
  );
  const toggle = useCallback(
    (key: PanelKey) => {
      const hovered = hoverOpened.current;
      hoverOpened.current = null;
      if (hovered === key && open === key) return openPanel(key);
      return open === key ? close() : openPanel(key);
    },
    [open, close, openPanel],
  );

  useEffect(() => {
    setScrollLock('mega-panel', open !== null);
  }, [open]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      setScrollLock('mega-panel', false);
    },
    [],
  );

  return { open, openPanel, hoverOpen, close, closeAfter, cancelClose, toggle };
}
