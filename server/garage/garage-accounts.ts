// Garage accounts in the garage store (garage.sqlite, or the PostgreSQL every server shares, so a
// session made on one server is valid on all): emailed sign-in codes, server-side sessions and
// watchlists. Codes and session tokens are stored only as SHA-256 digests.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
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
import { writeTransaction, type Store } from '../store/database';
import type { GarageTables } from './garage-schema';

export interface GarageUser {
  id: string;
  email: string;
}

type SignIn = { user: GarageUser; token: string; firstSignIn: boolean };

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export class GarageAccounts {
  constructor(
    private readonly store: Store<GarageTables>,
    readonly now: () => number = Date.now,
  ) {}

  private get db(): Kysely<GarageTables> {
    return this.store.db;
  }

  /** A new code for the address (earlier open codes stop working), or 429 past the per-address limit. */
  async issueCode(tenant: string, email: string): Promise<string> {
    const now = this.now();
    const rows = await this.db
      .selectFrom('sign_in_codes')
      .select('created_at')
      .where('tenant', '=', tenant)
      .where('email', '=', email)
      .where('created_at', '>', now - CODE_REQUEST_WINDOW_MS)
      .execute();
    if (
      !mayRequestCode(
        rows.map((r) => Number(r.created_at)),
        now,
      )
    )
      throw new HttpError(429, 'Too many codes requested for this email address: please wait 15 minutes and try again');
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await this.db
      .insertInto('sign_in_codes')
      .values({ tenant, email, code_hash: digest(code), created_at: now, expires_at: now + CODE_TTL_MS })
      .execute();
    return code;
  }

  /** Checks a code; on success the user exists (created on first sign-in) and a session token is returned. */
  async verifyCode(tenant: string, email: string, code: string): Promise<SignIn> {
    const now = this.now();
    // The transaction returns its verdict instead of throwing, so a wrong try's count is committed.
    const outcome = await writeTransaction(this.store, async (trx): Promise<{ error: HttpError } | SignIn> => {
      const rows = (
        await trx
          .selectFrom('sign_in_codes')
          .select(['id', 'code_hash', 'expires_at', 'attempts', 'used'])
          .where('tenant', '=', tenant)
          .where('email', '=', email)
          .orderBy('id', 'desc')
          .limit(KEPT_CODES)
          // Two servers checking codes of one address take turns (SQLite's write lock does this there).
          .$if(this.store.dialect === 'postgres', (q) => q.forUpdate())
          .execute()
      ).map((r) => ({ ...r, expiresAt: Number(r.expires_at), used: r.used === 1 }));
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
        await trx
          .updateTable('sign_in_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where(
            'id',
            'in',
            open.map((r) => r.id),
          )
          .execute();
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
      await trx.updateTable('sign_in_codes').set({ used: 1 }).where('tenant', '=', tenant).where('email', '=', email).where('used', '=', 0).execute();
      const created = await trx
        .insertInto('users')
        .values({ id: randomBytes(12).toString('base64url'), tenant, email, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      const user = await trx.selectFrom('users').select(['id', 'email']).where('tenant', '=', tenant).where('email', '=', email).executeTakeFirstOrThrow();
      const token = randomBytes(32).toString('base64url');
      await trx
        .insertInto('sessions')
        .values({ token_hash: digest(token), tenant, user_id: user.id, created_at: now, expires_at: now + SESSION_TTL_MS })
        .execute();
      return { user, token, firstSignIn: created !== undefined };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome;
  }

  /** The session's user on this tenant only; an expired or foreign token is no session. */
  async userOfSession(tenant: string, token: string | undefined): Promise<GarageUser | null> {
    if (!token) return null;
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.email'])
      .where('s.token_hash', '=', digest(token))
      .where('s.tenant', '=', tenant)
      .where('s.expires_at', '>', this.now())
      .executeTakeFirst();
    return row ?? null;
  }

  async endSession(token: string | undefined): Promise<void> {
    if (token) await this.db.deleteFrom('sessions').where('token_hash', '=', digest(token)).execute();
  }

  async watchlist(userId: string, db: Kysely<GarageTables> = this.db): Promise<WatchlistEntry[]> {
    const rows = await db
      .selectFrom('watchlist')
      .select(['entry', 'saved_price'])
      .where('user_id', '=', userId)
      .orderBy('added_at')
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ ...(JSON.parse(r.entry) as WatchlistEntry), saved_price: r.saved_price }));
  }

  /** Adds the entries the list lacks (the local favourites on sign-in); returns the merged list. */
  async mergeWatchlist(userId: string, entries: readonly WatchlistEntry[]): Promise<WatchlistEntry[]> {
    return writeTransaction(this.store, async (trx) => {
      const current = await this.watchlist(userId, trx);
      const added = mergeWatchlists(current, entries).slice(current.length);
      if (added.length) {
        const last = await trx
          .selectFrom('watchlist')
          .select((eb) => eb.fn.max('position').as('p'))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const first = Number(last?.p ?? 0) + 1;
        const now = this.now();
        await trx
          .insertInto('watchlist')
          .values(
            added.map(({ saved_price, ...rest }, i) => ({
              user_id: userId,
              car_id: String(rest.id),
              saved_price: saved_price ?? null,
              entry: JSON.stringify(rest),
              added_at: now,
              position: first + i,
            })),
          )
          // Another server added the same car meanwhile: it is on the list either way.
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return this.watchlist(userId, trx);
    });
  }

  async addToWatchlist(userId: string, entry: WatchlistEntry): Promise<WatchlistEntry[]> {
    const list = await this.watchlist(userId);
    if (!list.some((e) => String(e.id) === String(entry.id)) && list.length >= WATCHLIST_LIMIT)
      throw new HttpError(422, `A garage holds at most ${WATCHLIST_LIMIT} cars: remove one first`);
    return this.mergeWatchlist(userId, [entry]);
  }

  async removeFromWatchlist(userId: string, carId: string): Promise<WatchlistEntry[]> {
    await this.db.deleteFrom('watchlist').where('user_id', '=', userId).where('car_id', '=', carId).execute();
    return this.watchlist(userId);
  }
}
