// The sign-in email: the code, how long it lasts, and what to do if it was not asked for.
import { CODE_TTL_MS } from '../../runtime/lib/garage/sign-in-rules';
import type { OutgoingMail } from '../mail/mail-outbox';
import type { Tenant } from '../tenants/tenant';

export function mailFrom(tenant: Tenant, env: NodeJS.ProcessEnv = process.env): string {
  const address = env.MAIL_FROM?.trim() || `no-reply@${tenant.hosts[0] ?? `${tenant.slug}.localhost`}`;
  return `"${tenant.site.name.replace(/["\\]/g, '')}" <${address}>`;
}

export function signInMail(tenant: Tenant, email: string, code: string): OutgoingMail {
  const minutes = CODE_TTL_MS / 60_000;
  return {
    tenant: tenant.slug,
    from: mailFrom(tenant),
    to: email,
    subject: `Your ${tenant.site.name} sign-in code: ${code}`,
    text: [
      `Your sign-in code for ${tenant.site.name} is:`,
      '',
      `    ${code}`,
      '',
      `It works for ${minutes} minutes. If you did not ask to sign in, you can ignore this email.`,
    ].join('\n'),
  };
}
