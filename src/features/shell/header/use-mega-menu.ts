import { useCallback, useEffect, useRef, useState } from 'react';
import { setScrollLock } from '../../../lib/scroll-lock';
import type { PanelKey } from './nav-items';

/** Spec 000 sections 2 and 9: close 1000 ms after leaving the menu, 500 ms after leaving a panel. */
export const MENU_LEAVE_CLOSE_MS = 1000;
export const PANEL_LEAVE_CLOSE_MS = 500;
/** A click this soon after hover opened the panel confirms it rather than closing it again. */
const HOVER_CLICK_GRACE_MS = 600;

export function useMegaMenu() {
  const [open, setOpen] = useState<PanelKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpened = useRef<{ key: PanelKey; at: number } | null>(null);

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
    setOpen(null);
  }, [cancelClose]);
  const closeAfter = useCallback(
    (ms: number) => {
      cancelClose();
      timer.current = setTimeout(() => setOpen(null), ms);
    },
    [cancelClose],
  );
  const hoverOpen = useCallback(
    (key: PanelKey) => {
      if (open !== key) hoverOpened.current = { key, at: Date.now() };
      openPanel(key);
    },
    [open, openPanel],
  );
  const toggle = useCallback(
    (key: PanelKey) => {
      const recent = hoverOpened.current;
      hoverOpened.current = null;
      if (recent?.key === key && Date.now() - recent.at < HOVER_CLICK_GRACE_MS) return openPanel(key);
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
