import type { Page } from 'playwright-core';

/** Opens the search modal with Ctrl+K and waits for its search box. */
export async function openModal(page: Page, shortcut = 'Control+k') {
  await page.keyboard.press(shortcut);
  await page.locator('.DocSearch-Modal .DocSearch-Input').waitFor();
}

/** Types a query into the modal's search box (replacing what was there). */
export async function typeQuery(page: Page, query: string) {
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
