// Checks that span documents: block types and props, unique page paths, references between documents.
import type { BlockInstance } from '../../schemas/types/page';
import type { ResolvedPage } from '../../runtime/data/query-keys';
import { blockTypes, getContract } from '../../blocks/registry';
import { problemsFromAjv, type Locator } from './ajv-problems';
import { hintFor } from '../../runtime/lib/text/did-you-mean';
import type { Problem, RuleCode } from './problem';
import { validateAgainst, type Reference } from './schema-validator';

interface BlockCheckOptions {
  code: RuleCode;
  /** Pointer of the i-th block's props in its document. */
  pointerOf: (index: number) => string;
}

/**
 * Every block type is registered and its props satisfy the block's schema (props are sanitised in place).
 * Returns the references the props make (a lead-form's form), with pointers into the document.
 */
export function checkBlocks(list: readonly BlockInstance[], locate: Locator, problems: Problem[], options: BlockCheckOptions): Reference[] {
  const references: Reference[] = [];
  list.forEach((instance, i) => {
    if (typeof instance?.type !== 'string') return; // the page schema already reported it
    const definition = getContract(instance.type);
    const propsPointer = options.pointerOf(i);
    if (!definition) {
      const pointer = propsPointer.replace(/\/props$/, '/type');
      const hint = hintFor(instance.type, blockTypes);
      problems.push({
        ...locate(pointer),
        severity: 'error',
        code: 'block-type',
        pointer,
        message: `unknown block type "${instance.type}"`,
        ...(hint ? { hint } : {}),
      });
      return;
    }
    if (instance.props === undefined) (instance as { props?: object }).props = {};
    const { errors, references: made } = validateAgainst(definition.schema, instance.props, { applyDefaults: true });
    problems.push(...problemsFromAjv(errors, { locate, prefix: propsPointer, code: options.code }));
    references.push(...made.map((r) => ({ ...r, pointer: propsPointer + r.pointer })));
  });
  return references;
}

function normalisePath(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export function checkDuplicatePaths(pages: Record<string, ResolvedPage>, locators: Map<string, Locator>, problems: Problem[]): void {
  const owner = new Map<string, string>();
  for (const page of Object.values(pages)) {
    if (typeof page.path !== 'string') continue;
    const key = normalisePath(page.path);
    const first = owner.get(key);
    if (first === undefined) {
      owner.set(key, page.id);
      continue;
    }
    const locate = locators.get(page.id);
    if (!locate) continue;
    problems.push({
      ...locate('/path'),
      severity: 'error',
      code: 'duplicate-path',
      pointer: '/path',
      message: `path "${page.path}" is already used by pages/${first}.json`,
    });
  }
}

export function checkReferences(refs: readonly Reference[], known: Record<string, readonly string[]>, locate: Locator, problems: Problem[]): void {
  for (const ref of refs) {
    const names = known[ref.kind] ?? [];
    if (names.includes(ref.value)) continue;
    const hint = hintFor(ref.value, names);
    problems.push({
      ...locate(ref.pointer),
      severity: 'error',
      code: 'missing-reference',
      pointer: ref.pointer,
      message: `no ${ref.kind} named "${ref.value}" (${ref.kind}s/${ref.value}.json)`,
      ...(hint ? { hint } : {}),
    });
  }
}
