import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a change of path (not the first page, not a filter or page change in the query string)
 * the page starts at the top and keyboard focus moves to the page's heading, so a keyboard or
 * screen-reader user lands on the new page instead of staying in the sidebar (docs/decisions/037).
 * Focus already inside the page (a page that focused something itself) is left alone.
 */
export function useFocusOnNavigation(heading: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo?.({ top: 0 });
    const main = document.getElementById('main-content');
    if (
      main &&
      document.activeElement &&
      document.activeElement !== document.body &&
      main.contains(document.activeElement)
    )
      return;
    heading.current?.focus({ preventScroll: true });
  }, [pathname, heading]);
}
