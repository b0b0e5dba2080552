// What the tenant loader calls for each valid form document: compile it, check its step
// schemas, and report every problem on the way. The loader serves the compiled form.
import type { Form } from '../../schemas/types/form';
import type { Site } from '../../schemas/types/site';
import type { Locator } from '../tenants/ajv-problems';
import { hasErrors, type Problem } from '../tenants/problem';
import { compileForm, type CompiledForm } from './compile-form';
import { checkStepSchemas } from './schema-check';

export function compileTenantForm(form: Form, site: Site, locate: Locator, problems: Problem[]): CompiledForm {
  const compiled = compileForm(form, site, locate);
  problems.push(...compiled.problems);
  // The validators themselves are built on first use (a lead, or a browser asking for them).
  if (!hasErrors(compiled.problems)) problems.push(...checkStepSchemas(compiled.form, locate));
  return compiled.form;
}
