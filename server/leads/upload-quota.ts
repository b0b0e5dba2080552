// Upload quotas: what one lead (over all its requests) and one tenant may keep on disk. Pure; the
// with-files route asks before the captcha is checked, so a refused upload spends nothing.
export interface UploadUsage {
  /** Bytes this request brings. */
  incoming: number;
  /** Bytes the lead already has (0 for a new lead). */
  lead: number;
  /** Bytes the tenant already keeps. */
  tenant: number;
}

export interface UploadQuota {
  leadMaxBytes: number;
  tenantMaxBytes: number;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`);

/** Why the upload is refused (a 413 message), or undefined when it fits both quotas. */
export function uploadQuotaProblem(usage: UploadUsage, quota: UploadQuota): string | undefined {
  if (usage.incoming === 0) return undefined;
  if (usage.lead + usage.incoming > quota.leadMaxBytes) return `Files too large: a lead may carry at most ${size(quota.leadMaxBytes)} of files`;
  if (usage.tenant + usage.incoming > quota.tenantMaxBytes)
    return 'This site cannot store more files right now: send the enquiry without files, or call the dealer';
  return undefined;
}
