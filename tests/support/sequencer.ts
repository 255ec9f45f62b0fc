import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that take minutes: started first, so that none of them is left running alone at the end of a run. */
const SLOW_FILES = [/tests\/e2e\/writers-loop\.test\.ts$/, /tests\/e2e\/scratch-build\.test\.ts$/];

const isSlow = (file: TestSpecification) => SLOW_FILES.some((pattern) => pattern.test(file.moduleId));

/**
 * Vitest's own order (the files that failed or took longest in the last run first; without a last run,
 * the largest files), with the slow files before the others. A fresh clone has no last run, and the
 * writers' loop, the base-path build and the moved pages' two builds are small files that run for minutes.
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}
