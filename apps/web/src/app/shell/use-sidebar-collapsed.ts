import { useCallback, useState } from 'react';

/** Where the device remembers a collapsed sidebar (docs/business-rules.md#menus). */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): start expanded
  }
}

/** The desktop sidebar's collapsed state, kept on this device across reloads. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readStored);
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      const next = !c;
      try {
        if (next) window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, '1');
        else window.localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
      } catch {
        /* not remembered, still applied */
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
