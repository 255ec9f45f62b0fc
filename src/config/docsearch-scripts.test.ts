import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { docSearchScriptNames, docSearchScripts } from './docsearch-scripts';
import { contentAddressedFiles } from './http-headers';
import { VENDOR_DIR } from './shared-assets';

describe("DocSearch's prebuilt scripts", () => {
  it('are the installed package’s two builds, each named by its content and kept for good by browsers', () => {
    const scripts = docSearchScripts();
    expect(scripts.map((script) => script.build)).toEqual(['modal', 'assistant']);
    for (const script of scripts) {
      expect(script.name).toMatch(/^docsearch(-ai)?-[0-9a-f]{12}\.js$/);
      expect(contentAddressedFiles.some((pattern) => pattern.test(`${VENDOR_DIR}/${script.name}`))).toBe(true);
    }
    expect(docSearchScriptNames()).toEqual({ modal: scripts[0].name, assistant: scripts[1].name });
  });

  it('finds the package in a folder above, as Node does for a copy of the site inside the project', () => {
    mkdirSync(join(process.cwd(), '.cache'), { recursive: true });
    const copy = mkdtempSync(join(process.cwd(), '.cache', 'docsearch-'));
    try {
      expect(docSearchScripts(copy)).toEqual(docSearchScripts());
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  // The loader (src/components/search/modal/load-docsearch.ts) reads what each script sets on the page.
  it.each(docSearchScripts().map((script) => [script.build, script] as const))('%s: run as a page runs it, sets docsearch to a function', (_build, script) => {
    // The web APIs a page has that a bare context lacks (the assistant's streams).
    const page = createContext({ TransformStream, ReadableStream, WritableStream, TextEncoder, TextDecoder, TextDecoderStream, URL, AbortController, setTimeout, clearTimeout, queueMicrotask });
    runInContext(readFileSync(script.path, 'utf8'), page);
    expect(typeof (page as { docsearch?: unknown }).docsearch).toBe('function');
  });
});
