import type { Tenant } from '../tenants/tenant';

/** A form as GET /api/forms/:name serves it, or null when the site has none of that name. */
export function servedForm(tenant: Tenant, name: string): Record<string, unknown> | null {
  if (!Object.hasOwn(tenant.forms, name)) return null;
  const { $schema: _schema, ...form } = tenant.forms[name] as unknown as Record<string, unknown>;
  return form;
}
