import type { Kysely, Selectable } from 'kysely';
import { parseJson, toCount } from './errors';
import type { Database, WatchlistsTable } from './schema';

export interface WatchlistRecord {
  id: number;
  userId: number;
  name: string;
  symbols: string[];
  createdAt: string;
  updatedAt: string;
}

export interface WatchlistPatch {
  name?: string;
  symbols?: string[];
}

/** A user's watchlists. Every read and write is scoped to the owner. */
export interface WatchlistRepository {
  /** By name. */
  listByUser(userId: number): Promise<WatchlistRecord[]>;
  countByUser(userId: number): Promise<number>;
  findForUser(id: number, userId: number): Promise<WatchlistRecord | null>;
  /** Throws a unique violation when the user has a watchlist of that name. */
  create(userId: number, name: string, symbols: string[], at: string): Promise<WatchlistRecord>;
  /** null when the user has no such watchlist; throws a unique violation on a taken name. */
  update(id: number, userId: number, patch: WatchlistPatch, at: string): Promise<WatchlistRecord | null>;
  delete(id: number, userId: number): Promise<boolean>;
}

function toRecord(row: Selectable<WatchlistsTable>): WatchlistRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    symbols: parseJson(row.symbols) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class KyselyWatchlistRepository implements WatchlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listByUser(userId: number): Promise<WatchlistRecord[]> {
    const rows = await this.db
      .selectFrom('watchlists')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    // Sorted here: the two dialects collate text differently.
    return rows.map(toRecord).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('watchlists')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toCount(row?.count);
  }

  async findForUser(id: number, userId: number): Promise<WatchlistRecord | null> {
    const row = await this.db
      .selectFrom('watchlists')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(userId: number, name: string, symbols: string[], at: string): Promise<WatchlistRecord> {
    const row = await this.db
      .insertInto('watchlists')
      .values({ user_id: userId, name, symbols: JSON.stringify(symbols), created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(
    id: number,
    userId: number,
    patch: WatchlistPatch,
    at: string,
  ): Promise<WatchlistRecord | null> {
    const row = await this.db
      .updateTable('watchlists')
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.symbols !== undefined && { symbols: JSON.stringify(patch.symbols) }),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async delete(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('watchlists')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
