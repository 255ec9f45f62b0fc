import { describe, expect, it } from 'vitest';
import { factFiles } from './__fixtures__/facts';
import { parseFacts } from './parse';

describe('reading the product facts', () => {
  it('indexes settings and messages with the screen they live on', () => {
    const { facts, problems } = parseFacts(factFiles(), new Set(['settings/workflow']));
    expect(problems).toEqual([]);
    expect(facts?.settings.get('auto-accept-after')?.screen.name).toBe('Workflow Options');
    expect(facts?.messages.get('pacs-unreachable')?.message.text).toBe('PACS not reachable');
    expect(facts?.snippets.get('admin-first')?.title).toBe('Log in as an Administrator');
  });

  it('refuses a bad field with the file, the line and what was found', () => {
    const { problems } = parseFacts(
      factFiles({ 'content/facts/screens/workflow-options.yaml': 'name: Workflow Options\ndoc: settings/workflow\nopen: Settings\nopenedBy: [administrator]\nsettings:\n  - id: Auto Accept\n    name: Auto-accept after\n    default: "Off"\n    values: Off, On\n    does: x\n' }),
    );
    expect(problems).toEqual([
      'content/facts/screens/workflow-options.yaml, line 6: "settings → item 1 → id" must be lower case letters and digits joined by hyphens, for example "auto-accept-after", but found the text "Auto Accept".',
    ]);
  });

  it('refuses a role, a family or a doc that does not exist', () => {
    const broken = factFiles({
      'content/facts/screens/workflow-options.yaml': 'name: Workflow Options\ndoc: settings/gone\nopen: Settings\nopenedBy: [nurse]\nsettings:\n  - { id: grid, name: Grid, default: "Off", values: "On, Off", does: x, families: { sd: { default: "On" } } }\n',
    });
    const { problems } = parseFacts(broken, new Set(['settings/workflow']));
    expect(problems).toEqual([
      'content/facts/screens/workflow-options.yaml: "openedBy" names the role "nurse", which is not in roles.yaml (administrator, technician).',
      'content/facts/screens/workflow-options.yaml: "doc" is "settings/gone", which is not a doc id. Write the doc\'s path under content/docs/ without .mdx, for example settings/users.',
      'content/facts/screens/workflow-options.yaml: the setting "grid" names the detector family "sd", which is not in detectors.yaml (hd).',
    ]);
  });

  it('refuses the same setting id on two screens', () => {
    const second = 'name: Other\ndoc: settings/workflow\nopen: Settings\nopenedBy: [administrator]\nsettings:\n  - { id: auto-accept-after, name: Other, default: "Off", values: "On, Off", does: x }\n';
    const { problems } = parseFacts(factFiles({ 'content/facts/screens/other.yaml': second }));
    expect(problems).toContain(
      'content/facts/screens/workflow-options.yaml: the setting id "auto-accept-after" is already used in content/facts/screens/other.yaml; every setting needs its own id.',
    );
  });

  it('says which file is missing, and that YAML which does not read is refused with its line', () => {
    expect(parseFacts(factFiles({ 'content/facts/network.yaml': '' })).problems).toEqual([
      'content/facts/network.yaml is missing: the site needs it (see CONTRIBUTING.md, "Product facts").',
    ]);
    expect(parseFacts(factFiles({ 'content/facts/product.yaml': 'values:\n  a: [1\n' })).problems[0]).toMatch(/^content\/facts\/product\.yaml, line \d: this is not valid YAML/);
  });

  it('gives the same fingerprint for the same files, another when one changes', () => {
    const a = parseFacts(factFiles()).facts?.fingerprint;
    expect(parseFacts(factFiles()).facts?.fingerprint).toBe(a);
    expect(parseFacts(factFiles({ 'content/facts/product.yaml': 'values:\n  current-version: 2.13.0\n' })).facts?.fingerprint).not.toBe(a);
  });
});
