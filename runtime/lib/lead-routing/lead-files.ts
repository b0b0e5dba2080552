// A lead's uploaded files as a routed email and an ADF document name them. An email carries the
// files themselves up to MAIL_FILES_MAX_BYTES together (about 13.7 MB once base64-encoded, under
// the 20-25 MB most mail servers accept); ADF 1.0 has no element for files, so <comments> lists
// them by name.

/** Raw bytes of uploaded files one routed email attaches at most (the ADF XML comes on top). */
export const MAIL_FILES_MAX_BYTES = 10 * 1024 * 1024;

export interface LeadFileFacts {
  field: string;
  originalName: string;
  mime: string;
  size: number;
  /** False when the retention purge deleted the bytes. */
  present: boolean;
}

/** "1.2 MB", "340 KB", "12 bytes" (1 KB = 1024 bytes). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Which files an email attaches, in upload order: each present file while the attached ones stay
 * within `maxBytes` together (a file that does not fit is skipped, a smaller later one may fit).
 */
export function filesToAttach<T extends LeadFileFacts>(files: readonly T[], maxBytes = MAIL_FILES_MAX_BYTES): Set<T> {
  const attached = new Set<T>();
  let total = 0;
  for (const file of files) {
    if (!file.present || total + file.size > maxBytes) continue;
    attached.add(file);
    total += file.size;
  }
  return attached;
}

/** How one file is listed: "Photo: car.jpg (image/jpeg, 1.2 MB)" plus where it is, when it is not attached. */
export function fileLine(file: LeadFileFacts, label: string | undefined, attached: boolean | undefined): string {
  const line = `${label ?? file.field}: ${file.originalName} (${file.mime}, ${fileSizeText(file.size)})`;
  if (!file.present) return `${line}, deleted by the upload retention`;
  if (attached === undefined) return line;
  return attached ? `${line}, attached` : `${line}, not attached (over ${fileSizeText(MAIL_FILES_MAX_BYTES)} of files per email)`;
}
