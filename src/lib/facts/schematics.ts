/**
 * Pictures that agree with the words. In a schematic, a label that names something on screen carries
 * class="ui" and must be a name of the vocabulary, spelled as the product spells it; no text may use a
 * spelling the vocabulary replaced. A screen's schematic (its `schematic` in the facts) stands only on
 * that screen's page and the pages beside it in its folder (the parts of that screen).
 */
import type { Vocabulary } from '../content-rules/vocabulary';
import { copyOf, manualCopies } from './manual-copies';
import type { Facts } from './parse';

export interface SvgText {
  text: string;
  isUiLabel: boolean;
}

/** The text elements of an SVG (the site's own schematics: no nesting inside <text>). */
export function svgTexts(svg: string): SvgText[] {
  return [...svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)].map(([, attributes, inner]) => ({
    text: inner.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim(),
    isUiLabel: /\bclass="[^"]*\bui\b/.test(attributes),
  }));
}

/** A label without its leading number or mark ("3 Tool bar" -> "Tool bar", "● Detector" -> "Detector"). */
const bare = (label: string) => label.replace(/^[\d●✓✗○–+‹›⌄\s]+/, '').replace(/[\s›⌄]+$/, '').trim();

export function checkSchematic(file: string, svg: string, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  for (const { text, isUiLabel } of svgTexts(svg)) {
    for (const part of text.split(/\s*[·:]\s*/)) {
      const label = bare(part);
      if (!label) continue;
      const found = vocabulary.bySpelling.get(label.toLowerCase());
      if (found?.isVariant) problems.push(`${file}: the label "${label}" is an old spelling; write "${found.term.name}", as the product shows it.`);
      else if (isUiLabel && (!found || found.term.name !== label)) {
        problems.push(
          `${file}: the label "${label}" is marked as a name on screen (class="ui") but is not one of the product's names${found ? `; write "${found.term.name}"` : ''}. Use the name from content/facts, or add it to its screen there.`,
        );
      }
    }
  }
  return problems;
}

/** A screen's schematic on a page other than that screen's own. */
export function checkSchematicPlaces(facts: Facts, imagesByDoc: Map<string, { path: string; images: string[] }>): string[] {
  const problems: string[] = [];
  const copies = manualCopies(imagesByDoc.keys(), facts);
  for (const screen of facts.screens) {
    if (!screen.schematic) continue;
    const folder = screen.doc.includes('/') ? screen.doc.slice(0, screen.doc.lastIndexOf('/') + 1) : undefined;
    for (const [docId, { path, images }] of imagesByDoc) {
      const copy = copyOf(docId, copies);
      const home = copy + screen.doc;
      const aboutScreen = docId === home || (folder !== undefined && docId.startsWith(copy + folder) && !docId.slice(copy.length + folder.length).includes('/'));
      if (!aboutScreen && images.includes(screen.schematic)) {
        problems.push(`${path}: ${screen.schematic} is the schematic of ${screen.name}, which this page is not about. Show it on ${home} and the pages beside it, and link there.`);
      }
    }
  }
  return problems;
}
