/**
 * The export's head scripts (src/lib/html/site-head-scripts.ts), written into every page by the build
 * rather than rendered by React, which would send each a second time in the page's payload.
 */
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { SITE_SCRIPT_ATTRIBUTE } from '../../src/config/csp';
import { CHARSET_TAG, insertEarlyInHead } from '../../src/lib/html/head';
import { projectRoot } from './cli';

/**
 * The scripts as the browser will run them. They are made from functions' own text, so they are compiled
 * here for the browser (minified, no helpers) rather than taken from this process, whose loader adds its own.
 */
export function compiledHeadScripts(root = projectRoot): readonly string[] {
  const [bundle] = buildSync({
    entryPoints: [join(root, 'src/lib/html/site-head-scripts.ts')],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).outputFiles;
  const module = { exports: {} as { siteHeadScripts?: readonly string[] } };
  new Function('module', 'exports', 'require', bundle.text)(module, module.exports, () => ({}));
  if (!module.exports.siteHeadScripts) throw new Error('src/lib/html/site-head-scripts.ts no longer exports siteHeadScripts.');
  return module.exports.siteHeadScripts;
}

/** The script elements, marked as the site's own for the policy step. */
export function headScriptElements(scripts: readonly string[], mark: string): string {
  const attribute = mark ? ` ${SITE_SCRIPT_ATTRIBUTE}="${mark}"` : '';
  // A closing tag inside the code would end the element early: its slash is escaped, which JavaScript reads the same.
  return scripts.map((code) => `<script${attribute}>${code.replace(/<\/(script)/gi, '<\\/$1')}</script>`).join('');
}

/** Puts the head scripts into a page right after its charset (before any stylesheet or script); compiled once. */
export function headScriptsWriter(mark: string): (html: string) => string {
  const elements = headScriptElements(compiledHeadScripts(), mark);
  return (html) => insertEarlyInHead(html, elements, [CHARSET_TAG], "the site's head scripts");
}
