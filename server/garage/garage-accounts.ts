// Garage accounts in garage.sqlite: emailed sign-in codes, server-side sessions and watchlists.
// Codes and session tokens are stored only as SHA-256 digests.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_REQUEST_WINDOW_MS,
  CODE_TTL_MS,
  SESSION_TTL_MS,
  attemptsLeftAfterMiss,
  codeState,
  codesToTry,
  KEPT_CODES,
  mayRequestCode,
} from '../../runtime/lib/garage/sign-in-rules';
import { WATCHLIST_LIMIT, mergeWatchlists, type WatchlistEntry } from '../../runtime/lib/garage/watchlist';
import { HttpError } from '../http/http-error';
import type { GarageDatabase } from './garage-db';

export interface GarageUser {
  id: string;
  email: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used: number;
}

export class GarageAccounts {
  constructor(
    private readonly db: GarageDatabase,
    readonly now: () => number = Date.now,
  ) {}

  /** A new code for the address (earlier open codes stop working), or 429 past the per-address limit. */
  issueCode(tenant: string, email: string): string {
    const now = this.now();
    const times = (
      this.db
        .prepare('SELECT created_at FROM sign_in_codes WHERE tenant = ? AND email = ? AND created_at > ?')
        .all(tenant, email, now - CODE_REQUEST_WINDOW_MS) as { created_at: number }[]
    ).map((r) => r.created_at);
    if (!mayRequestCode(times, now)) throw new HttpError(429, 'Too many codes requested for this email address: please wait 15 minutes and try again');
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO sign_in_codes (tenant, email, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(tenant, email, digest(code), now, now + CODE_TTL_MS);
    })();
    return code;
  }

  /** Checks a code; on success the user exists (created on first sign-in) and a session token is returned. */
  verifyCode(tenant: string, email: string, code: string): { user: GarageUser; token: string; firstSignIn: boolean } {
    const now = this.now();
    // The transaction returns its verdict instead of throwing, so a wrong try's count is committed.
    const outcome = this.db.transaction((): { error: HttpError } | { user: GarageUser; token: string; firstSignIn: boolean } => {
      const rows = (
        this.db
          .prepare('SELECT id, code_hash, expires_at, attempts, used FROM sign_in_codes WHERE tenant = ? AND email = ? ORDER BY id DESC LIMIT ?')
          .all(tenant, email, KEPT_CODES) as CodeRow[]
      ).map((r) => ({ ...r, expiresAt: r.expires_at, used: r.used === 1 }));
      const open = codesToTry(rows, now);
      // No code left to try: the newest one says why.
      const row = open[0] ?? rows[0];
      if (!row) return { error: new HttpError(410, 'No sign-in code was sent to this address: request a code first', { reason: 'no-code' }) };
      const state = codeState(row, now);
      if (state === 'expired') return { error: new HttpError(410, 'This code has expired: request a new code', { reason: 'expired' }) };
      if (state === 'exhausted') return { error: new HttpError(410, 'Too many wrong codes: request a new code', { reason: 'attempts-exhausted' }) };
      if (state === 'used') return { error: new HttpError(410, 'This code was already used or replaced: request a new code', { reason: 'used' }) };
      const typed = Buffer.from(digest(code), 'hex');
      const matched = open.find((r) => timingSafeEqual(Buffer.from(r.code_hash, 'hex'), typed));
      if (!matched) {
        const miss = this.db.prepare('UPDATE sign_in_codes SET attempts = attempts + 1 WHERE id = ?');
        for (const r of open) miss.run(r.id);
        const left = Math.min(...open.map((r) => attemptsLeftAfterMiss(r)));
        return {
          error: new HttpError(
            401,
            left > 0 ? `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left` : 'That code is not right: request a new code',
            { reason: 'wrong-code', attemptsLeft: left },
          ),
        };
      }
      // Signed in: every code of this address is spent.
      this.db.prepare('UPDATE sign_in_codes SET used = 1 WHERE tenant = ? AND email = ? AND used = 0').run(tenant, email);
      let user = this.db.prepare('SELECT id, email FROM users WHERE tenant = ? AND email = ?').get(tenant, email) as GarageUser | undefined;
      const firstSignIn = !user;
      if (!user) {
        user = { id: randomBytes(12).toString('base64url'), email };
        this.db.prepare('INSERT INTO users (id, tenant, email, created_at) VALUES (?, ?, ?, ?)').run(user.id, tenant, email, now);
      }
      const token = randomBytes(32).toString('base64url');
      this.db
        .prepare('INSERT INTO sessions (token_hash, tenant, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(digest(token), tenant, user.id, now, now + SESSION_TTL_MS);
      return { user, token, firstSignIn };
    })();
    if ('error' in outcome) throw outcome.error;
    return outcome;
  }

  /** The session's user on this tenant only; an expired or foreign token is no session. */
  userOfSession(tenant: string, token: string | undefined): GarageUser | null {
    if (!token) return null;
    const row = this.db
      .prepare('SELECT u.id, u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.tenant = ? AND s.expires_at > ?')
      .get(digest(token), tenant, this.now()) as GarageUser | undefined;
    return row ?? null;
  }

  endSession(token: string | undefined): void {
    if (token) this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(digest(token));
  }

  watchlist(userId: string): WatchlistEntry[] {
    const rows = this.db.prepare('SELECT entry, saved_price FROM watchlist WHERE user_id = ? ORDER BY added_at, rowid').all(userId) as {
      entry: string;
      saved_price: number | null;
    }[];
    return rows.map((r) => ({ ...(JSON.parse(r.entry) as WatchlistEntry), saved_price: r.saved_price }));
  }

  /** Adds the entries the list lacks (the local favourites on sign-in); returns the merged list. */
  mergeWatchlist(userId: string, entries: readonly WatchlistEntry[]): WatchlistEntry[] {
    return this.db.transaction(() => {
      const current = this.watchlist(userId);
      const merged = mergeWatchlists(current, entries);
      const insert = this.db.prepare('INSERT OR IGNORE INTO watchlist (user_id, car_id, saved_price, entry, added_at) VALUES (?, ?, ?, ?, ?)');
      const now = this.now();
      for (const entry of merged.slice(current.length)) {
        const { saved_price, ...rest } = entry;
        insert.run(userId, String(entry.id), saved_price ?? null, JSON.stringify(rest), now);
      }
      return this.watchlist(userId);
    })();
  }

  addToWatchlist(userId: string, entry: WatchlistEntry): WatchlistEntry[] {
    const list = this.watchlist(userId);
    if (!list.some((e) => String(e.id) === String(entry.id)) && list.length >= WATCHLIST_LIMIT)
      throw new HttpError(422, `A garage holds at most ${WATCHLIST_LIMIT} cars: remove one first`);
    return this.mergeWatchlist(userId, [entry]);
  }

  removeFromWatchlist(userId: string, carId: string): WatchlistEntry[] {
    this.db.prepare('DELETE FROM watchlist WHERE user_id = ? AND car_id = ?').run(userId, carId);
    return this.watchlist(userId);
  }
}
