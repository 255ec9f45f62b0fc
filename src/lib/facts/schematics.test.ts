import { describe, expect, it } from 'vitest';
import { vocabularyOf } from '../content-rules/vocabulary';
import { factFiles } from './__fixtures__/facts';
import { parseFacts, type Facts } from './parse';
import { checkSchematic, checkSchematicPlaces } from './schematics';

const vocabulary = vocabularyOf([
  { name: 'Log In', kind: 'button', replaces: ['Sign in'] },
  { name: 'User name', kind: 'field' },
]);

describe('schematics drawn with the product’s names', () => {
  it('accepts names on screen spelled as the product spells them, and sample data beside them', () => {
    expect(checkSchematic('login.svg', '<svg><text class="ui">Log In</text><text>jsmith</text><text class="n">1 User name</text></svg>', vocabulary)).toEqual([]);
  });

  it('refuses a label marked as a name on screen that is not one, and an old spelling anywhere', () => {
    expect(checkSchematic('login.svg', '<svg><text class="ui">Username</text><text>● Sign in</text></svg>', vocabulary)).toEqual([
      'login.svg: the label "Username" is marked as a name on screen (class="ui") but is not one of the product\'s names. Use the name from content/facts, or add it to its screen there.',
      'login.svg: the label "Sign in" is an old spelling; write "Log In", as the product shows it.',
    ]);
  });

  it('keeps a screen’s schematic to that screen’s page and the pages beside it', () => {
    const screen = factFiles()
      .find((f) => f.path.endsWith('workflow-options.yaml'))!
      .text.replace('openedBy: [administrator]', 'openedBy: [administrator]\nschematic: /img/docs/workflow.svg');
    const facts = parseFacts(factFiles({ 'content/facts/screens/workflow-options.yaml': screen })).facts as Facts;
    const pages = new Map([
      ['settings/workflow', { path: 'content/docs/settings/workflow.mdx', images: ['/img/docs/workflow.svg'] }],
      ['settings/workflowMenu', { path: 'content/docs/settings/workflowMenu.mdx', images: ['/img/docs/workflow.svg'] }],
      ['settings/users', { path: 'content/docs/settings/users.mdx', images: [] }],
      ['loginScreen', { path: 'content/docs/loginScreen.mdx', images: ['/img/docs/workflow.svg'] }],
    ]);
    expect(checkSchematicPlaces(facts, pages)).toEqual([
      'content/docs/loginScreen.mdx: /img/docs/workflow.svg is the schematic of Workflow Options, which this page is not about. Show it on settings/workflow and the pages beside it, and link there.',
    ]);
    // A copy of the whole manual (an archived edition) shows it on its own copy of that screen's page.
    const copy = [...pages].map(([id, page]): [string, typeof page] => [`v1/${id}`, { ...page, path: page.path.replace('docs/', 'docs/v1/') }]);
    expect(checkSchematicPlaces(facts, new Map([...pages, ...copy]))).toEqual([
      'content/docs/loginScreen.mdx: /img/docs/workflow.svg is the schematic of Workflow Options, which this page is not about. Show it on settings/workflow and the pages beside it, and link there.',
      'content/docs/v1/loginScreen.mdx: /img/docs/workflow.svg is the schematic of Workflow Options, which this page is not about. Show it on v1/settings/workflow and the pages beside it, and link there.',
    ]);
  });
});
