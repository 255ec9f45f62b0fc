import type { Page } from 'playwright-core';

/** Opens the search modal with Ctrl+K (once the shortcuts listen) and waits for its search box. */
export async function openModal(page: Page, shortcut = 'Control+k') {
  await page.locator('button[aria-keyshortcuts]').waitFor();
  await page.keyboard.press(shortcut);
  await page.locator('.DocSearch-Modal .DocSearch-Input').waitFor();
}

/** Puts a query into the modal's search box at once (one search, no results for half-typed words). */
export async function typeQuery(page: Page, query: string) {
  await page.locator('.DocSearch-Input').fill(query);
}

/** Types a query key by key, as a reader does (a search per key). */
export async function typeKeys(page: Page, query: string) {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await input.pressSequentially(query);
}

/** Fails the test if the page ever runs script injected through search text. */
export function forbidDialogs(page: Page, seen: string[]) {
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
}
