import { parse } from 'yaml';
import { z } from 'zod';

const synonymsFile = z.object({ groups: z.array(z.array(z.union([z.string(), z.number()]).transform(String)).min(2)) });

/** Reads the synonym list (YAML: `groups:` of two or more words or phrases that mean the same); a mistake names the file. */
export function parseSynonyms(text: string, file: string): string[][] {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = synonymsFile.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue.path.length ? `at ${issue.path.join('.')}, ` : ''}${issue.message}. Each entry of "groups" is a list of two or more words or phrases that mean the same.`);
  }
  return result.data.groups;
}
