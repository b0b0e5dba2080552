// Files attached to a lead: multipart parsing with multer onto disk under
// ${DATA_DIR}/uploads/<tenant>/ with random names, size/count/type limits, and a check of each
// file's first bytes (the browser's declared type is only a claim). Never served over HTTP.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../http/http-error';
import { tenantOf } from '../http/request-tenant';
import { log } from '../log';
import type { NewFile } from './lead-store';

const UPLOAD_LIMITS = {
  files: 5,
  fileSize: 10 * 1024 * 1024,
  /** The `lead` JSON string and any other text field. */
  fieldSize: 64 * 1024,
  fields: 20,
} as const;

/** Declared MIME type -> test of the file's first bytes. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
  'application/pdf': (h) => h.toString('latin1', 0, 5) === '%PDF-',
  'image/heic': isHeif,
  'image/heif': isHeif,
};

function isHeif(h: Buffer): boolean {
  return h.toString('latin1', 4, 8) === 'ftyp' && ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(h.toString('latin1', 8, 12));
}

const WRONG_TYPE = `Unsupported file type: attach JPEG, PNG, WebP, HEIC or PDF files`;

export function uploadDir(dataDir: string, tenant: string): string {
  return path.join(dataDir, 'uploads', tenant);
}

/** Uploaded files hold personal data: only the server's user may read them. */
export const PII_FILE_MODE = 0o600;
const PII_DIR_MODE = 0o700;

/** A disk or system failure (ENOSPC, EACCES ...) stays a 500; anything else from the parser is the body's fault. */
const isSystemError = (error: unknown) =>
  typeof (error as NodeJS.ErrnoException)?.errno === 'number' || /^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException)?.code ?? ''));

/** multer's errors as the API's: 413 for too large or too many, 415 for a wrong type, 400 for a malformed body. */
function translateUploadError(error: unknown): unknown {
  if (error instanceof HttpError || isSystemError(error)) return error;
  if (!(error instanceof multer.MulterError)) {
    const detail = error instanceof Error ? error.message : String(error);
    return new HttpError(400, `Malformed multipart/form-data body: ${detail}`);
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, `File too large: at most ${UPLOAD_LIMITS.fileSize / 1024 / 1024} MB per file`);
    case 'LIMIT_FILE_COUNT':
      return new HttpError(413, `Too many files: at most ${UPLOAD_LIMITS.files}`);
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return new HttpError(413, 'Form data too large');
    default:
      return new HttpError(400, `Invalid upload: ${error.message}`);
  }
}

/** Parses multipart/form-data into req.body (text fields) and req.files (on disk). */
export function uploadMiddleware(dataDir: string): RequestHandler {
  const storage = multer.diskStorage({
    destination(req, _file, cb) {
      try {
        const dir = uploadDir(dataDir, tenantOf(req).slug);
        mkdirSync(dir, { recursive: true, mode: PII_DIR_MODE });
        cb(null, dir);
      } catch (error) {
        cb(error as Error, '');
      }
    },
    filename(req, _file, cb) {
      // Created empty with mode 0600 first: multer's write stream then reuses the file and its mode.
      try {
        const name = randomBytes(16).toString('hex');
        closeSync(openSync(path.join(uploadDir(dataDir, tenantOf(req).slug), name), 'wx', PII_FILE_MODE));
        cb(null, name);
      } catch (error) {
        cb(error as Error, '');
      }
    },
  });
  const upload = multer({
    storage,
    limits: UPLOAD_LIMITS,
    fileFilter(_req, file, cb) {
      if (Object.hasOwn(SIGNATURES, file.mimetype)) cb(null, true);
      else cb(new HttpError(415, WRONG_TYPE));
    },
  }).any();
  return (req, res, next) => {
    upload(req, res, (error?: unknown) => {
      if (!error) return next();
      // The rest of the body is not read: close the connection once the answer is sent.
      res.setHeader('Connection', 'close');
      next(translateUploadError(error));
    });
  };
}

/** Checks every uploaded file's first bytes against its declared type; 415 when one does not match. */
export async function verifyUploadedFiles(files: readonly Express.Multer.File[]): Promise<NewFile[]> {
  const accepted: NewFile[] = [];
  for (const file of files) {
    const handle = await open(file.path, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const matches = SIGNATURES[file.mimetype];
    if (!matches?.(head)) throw new HttpError(415, WRONG_TYPE);
    accepted.push({ field: file.fieldname, storedPath: file.path, originalName: file.originalname.slice(0, 255), mime: file.mimetype, size: file.size });
  }
  return accepted;
}

export async function removeFiles(files: readonly { path: string }[]): Promise<void> {
  await Promise.all(
    files.map((f) =>
      unlink(f.path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') log.error({ err: error, file: f.path }, 'could not remove a rejected upload');
      }),
    ),
  );
}
