/**
 * Reusable passages are checked like docs: what they may contain, the facts they name, and that none
 * includes itself, directly or through another.
 */
import { VFile } from 'vfile';
import { findTrustProblems, parseDocBody, transformDocBody } from '../mdx/preset';
import type { Facts } from './parse';

export function checkSnippets(facts: Facts): string[] {
  const problems: string[] = [];
  for (const snippet of facts.snippets.values()) {
    const at = (line: number) => `${snippet.path}, line ${line + snippet.bodyLine - 1}`;
    let tree;
    try {
      tree = parseDocBody(snippet.body);
    } catch (error) {
      const e = error as { line?: number; reason?: string; message: string };
      problems.push(`${at(e.line ?? 1)}: the text cannot be read as MDX: ${e.reason ?? e.message}`);
      continue;
    }
    const trust = findTrustProblems(tree);
    if (trust.length > 0) {
      problems.push(...trust.map((p) => `${at(p.line)}: ${p.message}`));
      continue;
    }
    try {
      // Checked as if the passage included itself first: a cycle through it is then found here.
      transformDocBody(tree, new VFile({ path: snippet.path }));
    } catch (error) {
      const e = error as { place?: { line?: number }; reason?: string; message: string };
      problems.push(`${at(e.place?.line ?? 1)}: ${e.reason ?? e.message}`);
    }
  }
  return problems;
}
