import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/site';

const chromium = useBrowser();

const pages = { home: '/', doc: '/docs/settings/DICOM/worklist/', 'not-found page': '/docs/no-such-page/' };

describe('accessibility (axe): no serious or critical violation', () => {
  for (const [name, path] of Object.entries(pages)) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`on the ${name} in ${scheme} mode`, async () => {
        const { context, page } = await openPage(chromium(), path, { colorScheme: scheme, storage: { theme: scheme } });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }
});
