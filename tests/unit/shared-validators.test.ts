// Form validators are shared between forms whose compiled step schemas are equal (issue 9,
// tenant density): two dealers loaded from the same template use one set of compiled
// validators (their equal compiled forms are one shared object); a form that differs in any step
// schema gets its own.
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../server/tenants/load-tenant';
import { parseJsonDocument } from '../../server/tenants/json-document';
import { buildFormValidators, formSchemaHash, formValidators } from '../../server/forms/form-validators';
import type { CompiledForm } from '../../server/forms/compile-form';
import type { Tenant } from '../../server/tenants/tenant';
import { repoRoot } from '../helpers/tenants';

const SOURCE = 'riverbend-mazda';
// Where problems would point (none are expected): positions in a stand-in document.
const standIn = parseJsonDocument('form.json', '{}');
if (!standIn.ok) throw new Error('stand-in document must parse');
const locate = (pointer: string) => ({ file: 'form.json', ...standIn.doc.locate(pointer) });
let dir: string;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shared-validators-'));
  await symlink(path.join(repoRoot, 'tenants', '_templates'), path.join(dir, '_templates'));
  for (const slug of ['dealer-a', 'dealer-b']) {
    await cp(path.join(repoRoot, 'tenants', SOURCE), path.join(dir, slug), { recursive: true });
    const site = JSON.parse(await readFile(path.join(dir, slug, 'site.json'), 'utf8'));
    await writeFile(path.join(dir, slug, 'site.json'), JSON.stringify({ ...site, slug, name: `Dealer ${slug}`, domains: [`${slug}.example`] }));
  }
  const loads = await Promise.all(['dealer-a', 'dealer-b'].map((slug) => loadTenant(path.join(dir, slug))));
  [a, b] = loads.map((l) => {
    if (!l.tenant) throw new Error(`${l.slug} did not load: ${l.problems.map((p) => p.message).join('; ')}`);
    return l.tenant;
  }) as [Tenant, Tenant];
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('shared form validators', () => {
  it('two dealers of one template share the compiled validators of every form', () => {
    const names = Object.keys(a.forms);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      // Equal compiled forms are one shared, frozen object (sharedDocument, "Memory per dealer");
      // an equal copy that is another object shares the validators too (the last test).
      expect(a.forms[name], `${name} is shared between the tenants`).toBe(b.forms[name]);
      expect(formValidators(a.forms[name] as CompiledForm), name).toBe(formValidators(b.forms[name] as CompiledForm));
    }
  });

  it('a form whose step schema differs gets its own validators, which judge by its schema', () => {
    const [name] = Object.keys(a.forms);
    const original = a.forms[name!] as CompiledForm;
    const changed = structuredClone(original) as CompiledForm & { steps: { schema: { required?: string[]; properties?: Record<string, unknown> } }[] };
    const step = changed.steps[0]!.schema;
    step.properties = { ...step.properties, extra_required_field: { type: 'string', minLength: 1 } };
    step.required = [...(step.required ?? []), 'extra_required_field'];
    expect(formSchemaHash(changed)).not.toBe(formSchemaHash(original));
    const built = buildFormValidators(changed, locate);
    expect(built.problems).toEqual([]);
    expect(built.validators).not.toBe(formValidators(original));
    const validate = built.validators!.steps[0]!;
    validate({});
    expect((validate.errors ?? []).some((e) => JSON.stringify(e.params).includes('extra_required_field'))).toBe(true);
  });

  it('an equal copy of a form (another object) is given the shared validators', () => {
    const [name] = Object.keys(a.forms);
    const copy = structuredClone(a.forms[name!]) as CompiledForm;
    expect(buildFormValidators(copy, locate).validators).toBe(formValidators(a.forms[name!] as CompiledForm));
  });
});
