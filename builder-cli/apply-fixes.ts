// `validate --fix`: applies the safe fixes of the offenses found, file by file. A fix is ranges of
// the file as it was linted; fixes whose ranges overlap one already taken wait for the next pass
// (the caller lints again and applies what is left, as ESLint does). Suggestions are never applied.
import { readFile, writeFile } from 'node:fs/promises';
import type { Fix, Problem } from '../server/tenants/problem';
import { applyTextEdits, overlaps } from '../server/tenants/text-edits';

interface FixOutcome {
  fixed: number;
  files: string[];
}

/** The fixes of one file that can be applied together: first come first taken, one per description. */
function compatibleFixes(fixes: readonly Fix[]): Fix[] {
  const taken: Fix[] = [];
  const seen = new Set<string>();
  for (const fix of fixes) {
    // One fix per description and file: a template's document is seen once per tenant that extends it.
    if (seen.has(fix.description) || fix.edits.length === 0) continue;
    if (taken.some((t) => t.edits.some((a) => fix.edits.some((b) => overlaps(a, b))))) continue;
    seen.add(fix.description);
    taken.push(fix);
  }
  return taken;
}

export async function applyFixes(problems: readonly Problem<string>[]): Promise<FixOutcome> {
  const byPath = new Map<string, Fix[]>();
  for (const p of problems) if (p.fix) byPath.set(p.fix.path, [...(byPath.get(p.fix.path) ?? []), p.fix]);
  let fixed = 0;
  const files: string[] = [];
  for (const [file, fixes] of byPath) {
    const taken = compatibleFixes(fixes);
    if (!taken.length) continue;
    const before = await readFile(file, 'utf8');
    const text = applyTextEdits(
      before,
      taken.flatMap((f) => f.edits),
    );
    fixed += taken.length;
    if (text !== before) {
      await writeFile(file, text);
      files.push(file);
    }
  }
  return { fixed, files };
}
