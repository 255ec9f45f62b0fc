import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from '../tree-visit';

/**
 * The rule: a table's first column names its rows when the table has two columns or more and the first
 * cell of every body row holds words, not only a number or a measurement ("10", "2.5", "70 kV", "20 %").
 * Then those cells become row headers (`<th scope="row">`), so a screen reader reads a cell with both its
 * column and its row: "mAs, Thorax, lateral or VD/DV, 4". In the docs such a column names a field, a
 * symptom, a role, a body region...; a row label may repeat (one region at several thicknesses).
 * A column of plain numbers (a step, a thickness) is data, and its table is left as it was.
 */
export function namesRows(firstCells: string[], columns: number): boolean {
  return columns >= 2 && firstCells.length > 0 && firstCells.every(isName);
}

const MEASUREMENT = /^[\d\s.,:/×x+-]*\d[\d\s.,:/×x+-]*(%|[a-zµμ]{1,4})?$/i;

function isName(text: string): boolean {
  const value = text.trim();
  return /\p{L}/u.test(value) && !MEASUREMENT.test(value);
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

const cellsOf = (row: Element) => row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));

const rowsOf = (section: Element | undefined) =>
  (section?.children ?? []).filter((c): c is Element => c.type === 'element' && c.tagName === 'tr');

export const rehypeRowHeaders: Plugin<[], Root> = () => (tree: Root) => {
  visit(tree, 'element', (table: Element) => {
    if (table.tagName !== 'table') return;
    const sections = table.children.filter((c): c is Element => c.type === 'element');
    const body = sections.find((s) => s.tagName === 'tbody');
    const head = sections.find((s) => s.tagName === 'thead');
    const rows = rowsOf(body);
    const columns = Math.max(0, ...[...rowsOf(head), ...rows].map((r) => cellsOf(r).length));
    const firsts = rows.map((r) => cellsOf(r)[0]);
    if (firsts.some((c) => c === undefined)) return;
    if (!namesRows(firsts.map((c) => textOf(c)), columns)) return;
    for (const cell of firsts) {
      cell.tagName = 'th';
      cell.properties = { ...cell.properties, scope: 'row' };
    }
    for (const row of rowsOf(head)) {
      const cell = cellsOf(row)[0];
      if (cell) cell.properties = { ...cell.properties, scope: 'col' };
    }
  });
};
