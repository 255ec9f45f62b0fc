import { afterEach, describe, expect, it } from 'vitest';
import { checkDoc } from '../content-check';
import { factFiles } from './__fixtures__/facts';
import { checkFactHomes } from './homes';
import { parseFacts, type Facts } from './parse';
import { provideFacts } from './source';

const facts = parseFacts(factFiles()).facts as Facts;
const header = '---\ntitle: T\ndescription: A page of the manual for the tests.\nsidebar_position: 1\n---\n';
const pages = (bodies: Record<string, string>) => {
  provideFacts(facts);
  return Object.entries(bodies).map(([docId, body]) => {
    const { doc, errors } = checkDoc({ path: `content/docs/${docId}.mdx`, text: header + body });
    if (errors.length) throw new Error(errors.join('\n'));
    return doc!;
  });
};
const required = { troubleshooting: '::messages\n', 'resources/settingsReference': '::settings-reference\n' };

afterEach(() => provideFacts(undefined));

describe('one home per setting', () => {
  it('accepts settings defined on their screen’s page and named elsewhere', () => {
    const docs = pages({ ...required, 'settings/workflow': '::settings{screen=workflow-options}\n', 'smartFlow': 'See :setting{#auto-accept-after}.\n' });
    expect(checkFactHomes(docs, facts)).toEqual([]);
  });

  it('refuses a settings table on another page than its screen’s, with file and line', () => {
    const docs = pages({ ...required, 'settings/workflow': '::settings{screen=workflow-options}\n', 'smartFlow': 'Intro.\n\n::settings{screen=workflow-options}\n' });
    expect(checkFactHomes(docs, facts)).toEqual([
      'content/docs/smartFlow.mdx, line 8: ::settings{screen=workflow-options} belongs on the page of that screen, settings/workflow. Here, name a setting with :setting{#auto-accept-after}, which links to it.',
    ]);
  });

  it('refuses a setting defined nowhere', () => {
    const docs = pages({ ...required, 'settings/workflow': 'No table.\n' });
    expect(checkFactHomes(docs, facts)).toEqual([
      'content/docs/settings/workflow.mdx: the settings "auto-accept-after", "require-reject-reason" of content/facts/screens/workflow-options.yaml are defined nowhere. Add ::settings{screen=workflow-options} to this page, the home of that screen.',
    ]);
  });

  it('refuses a hand-typed table that gives a setting its own default', () => {
    const typed = '| Field | Default |\n| --- | --- |\n| Require reject reason | Off |\n';
    const docs = pages({ ...required, 'settings/workflow': '::settings{screen=workflow-options}\n', 'reports/reject': typed });
    expect(checkFactHomes(docs, facts)).toEqual([
      'content/docs/reports/reject.mdx, line 8: this table defines the setting "Require reject reason" again, with its own default. A setting is defined once, in its screen\'s ::settings table; here, name it with :setting{#require-reject-reason} (and :default{#require-reject-reason} for its default).',
    ]);
  });

  it('lets a copy of the whole manual (an archived edition) define each setting on its own screen page, once', () => {
    const manual = { ...required, 'settings/workflow': '::settings{screen=workflow-options}\n', smartFlow: 'See :setting{#auto-accept-after}.\n' };
    const copy = Object.fromEntries(Object.entries(manual).map(([id, body]) => [`v1/${id}`, body]));
    expect(checkFactHomes(pages({ ...manual, ...copy }), facts)).toEqual([]);
    expect(checkFactHomes(pages({ ...manual, ...copy, 'v1/settings/workflow': 'No table.\n' }), facts)).toEqual([
      'content/docs/v1/settings/workflow.mdx: the settings "auto-accept-after", "require-reject-reason" of content/facts/screens/workflow-options.yaml are defined nowhere. Add ::settings{screen=workflow-options} to this page, the home of that screen.',
    ]);
  });

  it('keeps a folder that only repeats part of the manual to the manual’s homes', () => {
    const docs = pages({ ...required, 'settings/workflow': '::settings{screen=workflow-options}\n', 'notes/settings/workflow': '::settings{screen=workflow-options}\n', 'notes/todo': 'Later.\n' });
    expect(checkFactHomes(docs, facts)).toEqual([
      'content/docs/notes/settings/workflow.mdx, line 6: ::settings{screen=workflow-options} belongs on the page of that screen, settings/workflow. Here, name a setting with :setting{#auto-accept-after}, which links to it.',
    ]);
  });

  it('refuses a doc naming an unknown fact, with the file, the line and the closest id', () => {
    provideFacts(facts);
    expect(checkDoc({ path: 'content/docs/x.mdx', text: `${header}Intro.\n\nSee :setting{#auto-acept-after}.\n` }).errors).toEqual([
      'content/docs/x.mdx, line 8: "auto-acept-after" is not a known setting id. Did you mean "auto-accept-after"? Known ids are listed in content/facts (CONTRIBUTING.md, "Product facts").',
    ]);
  });
});
