import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { namesRows, rehypeRowHeaders } from './rehype-row-headers';

const render = (markdown: string) =>
  String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeRowHeaders).use(rehypeStringify).processSync(markdown));

describe('row headers for tables whose first column names the row', () => {
  it('makes a technique chart read each mAs with its body region', () => {
    const html = render(
      ['| Region | Thickness (cm) | kVp | mAs |', '| --- | --- | --- | --- |', '| Thorax, lateral or VD/DV | 10 | 70 | 4 |', '| Thorax, lateral or VD/DV | 14 | 76 | 5 |'].join('\n'),
    );
    expect(html.match(/<th scope="row">Thorax, lateral or VD\/DV<\/th>/g)).toHaveLength(2);
    expect(html).toContain('<td>4</td>');
    expect(html).toContain('<th scope="col">Region</th>');
  });

  it('names fields, symptoms and numbered screen areas', () => {
    expect(render('| Field | Default |\n| --- | --- |\n| **Destination** | None |')).toContain('<th scope="row"><strong>Destination</strong></th>');
    expect(render('| Area | Use |\n| --- | --- |\n| 1 Patient banner | Confirm |')).toContain('<th scope="row">1 Patient banner</th>');
  });

  it('leaves a table whose first column holds numbers or measurements as it was', () => {
    const html = render('| Step | Action |\n| --- | --- |\n| 1 | Open |\n| 2 | Close |');
    expect(html).not.toContain('scope="row"');
    expect(render('| Thickness | mAs |\n| --- | --- |\n| 10 cm | 4 |\n| Thorax | 5 |')).not.toContain('scope="row"');
  });

  it('decides by the rule written beside the code', () => {
    expect(namesRows(['Thorax', 'Abdomen'], 4)).toBe(true);
    expect(namesRows(['Thorax'], 1)).toBe(false);
    expect(namesRows(['Thorax', ''], 3)).toBe(false);
    expect(namesRows(['70 kV', '2.5 mAs', '20 %', '1/3'], 2)).toBe(false);
    expect(namesRows(['Detector battery below 20 %'], 2)).toBe(true);
    expect(namesRows([], 2)).toBe(false);
  });
});
