export interface NavbarScroll {
  /** Scroll position now and at the previous scroll event (px). */
  scrollY: number;
  lastScrollY: number;
  navbarHeight: number;
  /** The viewport's and the document's heights (px), to ignore the bounce at the bottom of the page. */
  viewportHeight: number;
  documentHeight: number;
  /** Whether the navbar is shown now. */
  visible: boolean;
  /** The mobile drawer is open: the navbar stays. */
  locked: boolean;
}

/**
 * Whether the navbar shows after a scroll: always near the top (within its own height) and while the
 * drawer is open; hidden when scrolling down, shown again when scrolling up.
 */
export function navbarVisibleAfterScroll(s: NavbarScroll): boolean {
  if (s.locked || s.scrollY < s.navbarHeight) return true;
  if (s.scrollY > s.lastScrollY) return false;
  // Scrolling up, except the elastic bounce past the bottom of the page.
  if (s.scrollY < s.lastScrollY && s.scrollY + s.viewportHeight < s.documentHeight) return true;
  return s.visible;
}
