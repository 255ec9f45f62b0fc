import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The writers' loop: minutes of a development server, started first so that it is never left running alone at the end. */
const FIRST = /tests\/e2e\/writers-loop\.test\.ts$/;
/**
 * The scratch build: minutes of a whole build. Beside the writers' loop it starved the development
 * server (a new doc's page, a search, past their waits, in two full runs of three), so it starts once a
 * quarter of the other browser files (the longest first) have run, about when the writers' loop is over,
 * and still ends well before the last of them.
 */
const MIDWAY = /tests\/e2e\/scratch-build\.test\.ts$/;

/**
 * Vitest's own order (the files that failed or took longest in the last run first; without a last run,
 * the largest files), with the writers' loop first and the scratch build a quarter of the way through
 * the browser files. A fresh clone has no last run, and both are small files that run for minutes.
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((file) => FIRST.test(file.moduleId));
    const midway = sorted.filter((file) => MIDWAY.test(file.moduleId));
    const rest = sorted.filter((file) => !FIRST.test(file.moduleId) && !MIDWAY.test(file.moduleId));
    const browserFiles = rest.filter((file) => file.project.name === 'e2e');
    const quarter = browserFiles[Math.floor(browserFiles.length / 4)];
    const at = quarter ? rest.indexOf(quarter) : rest.length;
    return [...first, ...rest.slice(0, at), ...midway, ...rest.slice(at)];
  }
}
