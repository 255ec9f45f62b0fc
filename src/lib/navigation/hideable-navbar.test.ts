import { describe, expect, it } from 'vitest';
import { navbarVisibleAfterScroll, type NavbarScroll } from './hideable-navbar';

const base: NavbarScroll = {
  scrollY: 0,
  lastScrollY: 0,
  navbarHeight: 60,
  viewportHeight: 800,
  documentHeight: 4000,
  visible: true,
  locked: false,
};
const after = (s: Partial<NavbarScroll>) => navbarVisibleAfterScroll({ ...base, ...s });

describe('the hideable navbar', () => {
  it('hides when scrolling down past its height', () => {
    expect(after({ lastScrollY: 100, scrollY: 300 })).toBe(false);
  });

  it('shows when scrolling up', () => {
    expect(after({ lastScrollY: 900, scrollY: 850, visible: false })).toBe(true);
  });

  it('stays visible near the top, even when scrolling down', () => {
    expect(after({ lastScrollY: 10, scrollY: 59, visible: true })).toBe(true);
    expect(after({ lastScrollY: 300, scrollY: 20, visible: false })).toBe(true);
  });

  it('stays visible while the mobile drawer is open', () => {
    expect(after({ lastScrollY: 100, scrollY: 400, locked: true })).toBe(true);
  });

  it('ignores the bounce past the bottom of the page', () => {
    expect(after({ lastScrollY: 3300, scrollY: 3250, visible: false, documentHeight: 4000, viewportHeight: 800 })).toBe(false);
  });

  it('keeps its state when the position did not change', () => {
    expect(after({ lastScrollY: 500, scrollY: 500, visible: false })).toBe(false);
    expect(after({ lastScrollY: 500, scrollY: 500, visible: true })).toBe(true);
  });
});
