// `validate --fix`: applies the safe fixes of the offenses found, file by file, each fix to the
// text the previous one left. Suggestions are never applied.
import { readFile, writeFile } from 'node:fs/promises';
import type { Fix, Problem } from '../server/tenants/problem';

export interface FixOutcome {
  fixed: number;
  files: string[];
}

export async function applyFixes(problems: readonly Problem[]): Promise<FixOutcome> {
  const byPath = new Map<string, Fix[]>();
  for (const p of problems) if (p.fix) byPath.set(p.fix.path, [...(byPath.get(p.fix.path) ?? []), p.fix]);
  let fixed = 0;
  const files: string[] = [];
  for (const [file, fixes] of byPath) {
    const before = await readFile(file, 'utf8');
    let text = before;
    const seen = new Set<string>();
    for (const fix of fixes) {
      // One fix per description and file: a template's document is seen once per tenant that extends it.
      if (seen.has(fix.description)) continue;
      seen.add(fix.description);
      const next = fix.apply(text);
      if (next !== text) fixed++;
      text = next;
    }
    if (text !== before) {
      await writeFile(file, text);
      files.push(file);
    }
  }
  return { fixed, files };
}
