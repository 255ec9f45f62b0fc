import { createHash } from 'node:crypto';
import type { CspDirectives } from '../../config/csp';
import { CHARSET_TAG, insertEarlyInHead } from '../html/head';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export interface InlineScript {
  /** The attributes as written in the tag, e.g. ` id="_R_"`. */
  attributes: string;
  /** The text, exactly as the browser hashes it. */
  text: string;
}

/** Every inline <script> of a page (those without a src). */
export function inlineScriptElements(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    scripts.push({ attributes, text });
  }
  return scripts;
}

/** The text of every inline <script> of a page (those without a src), exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return inlineScriptElements(html).map((script) => script.text);
}

/** A CSP hash source for a script's text: 'sha256-<base64>'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PolicyInput {
  directives: CspDirectives;
  /** Hash sources of the page's inline scripts. */
  scriptHashes?: string[];
  /** Origins the page may call besides itself (analytics, search). */
  connectSources?: string[];
  /** Directives to leave out (those a <meta> policy cannot carry). */
  omit?: string[];
}

/** Builds a policy string: each directive once, its sources without duplicates, in a stable order. */
export function buildPolicy({ directives, scriptHashes = [], connectSources = [], omit = [] }: PolicyInput): string {
  const merged = new Map<string, string[]>();
  const add = (name: string, sources: string[]) => merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
  for (const [name, sources] of Object.entries(directives)) add(name, sources);
  add('script-src', [...scriptHashes].sort());
  add('connect-src', connectSources);
  for (const name of omit) merged.delete(name);
  for (const [name, sources] of merged) {
    if (sources.includes("'unsafe-eval'") && name === 'script-src') {
      throw new Error("The Content-Security-Policy must not allow 'unsafe-eval' for scripts.");
    }
  }
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function unescapeAttribute(value: string): string {
  return value.replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The policy in a page's <meta> tag, or null when it has none. */
export function metaPolicyOf(html: string): string | null {
  const content = META_POLICY.exec(html)?.[1];
  return content === undefined ? null : unescapeAttribute(content);
}

/**
 * Puts the policy in a <meta http-equiv> tag at the very start of <head> (after the charset), so it
 * covers every script of the page; for hosts that cannot send headers. Replaces an earlier one.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/?>/i, '');
  return insertEarlyInHead(cleaned, tag, [CHARSET_TAG], 'its Content-Security-Policy');
}
