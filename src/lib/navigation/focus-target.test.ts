// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusByScript, focusTargetAfterNavigation } from './focus-target';

describe('focus after an in-place page change', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <nav><h1 id="not-this">Site</h1><a href="#">Sidebar</a></nav>
      <main id="main" tabindex="-1"><article><a href="#">Crumb</a><h1>Worklist</h1><h2 id="query-retries">Query retries</h2><h2 id="réglages">Réglages</h2></article></main>`;
  });

  it("lands on the new page's heading inside the main region, not on a heading of the shell", () => {
    expect(focusTargetAfterNavigation(document, '', 'main')?.textContent).toBe('Worklist');
  });

  it('lands on the section the address names, as a page load would', () => {
    expect(focusTargetAfterNavigation(document, '#query-retries', 'main')?.id).toBe('query-retries');
    expect(focusTargetAfterNavigation(document, '#r%C3%A9glages', 'main')?.id).toBe('réglages');
  });

  it('falls back to the heading for an unknown #hash, and to the main region for a page without a heading', () => {
    expect(focusTargetAfterNavigation(document, '#gone', 'main')?.textContent).toBe('Worklist');
    document.querySelector('main h1')?.remove();
    expect(focusTargetAfterNavigation(document, '#%E0%A4%A', 'main')?.id).toBe('main');
  });

  it('makes a heading focusable by script without making it a Tab stop', () => {
    const heading = focusTargetAfterNavigation(document, '', 'main')!;
    focusByScript(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
