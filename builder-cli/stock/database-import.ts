// `builder-cli stock import` with DATABASE_URL: the rows go to the database in one transaction
// (server/stock/stock-store.ts), whose NOTIFY and version row make every server reload them;
// stock.json is left alone (with a database it is only the seed of a tenant new to it).
import type { Car } from '../../schemas/types/car';
import { storeConfig } from '../../server/store/database';
import { StockStore } from '../../server/stock/stock-store';

export interface DatabaseImport {
  /** The cars stored before, for the change summary (empty when the tenant had none). */
  previous: Car[];
  /** Stores the new cars (unless only previewing); the new version. */
  write(cars: readonly Car[]): Promise<number>;
  close(): Promise<void>;
}

/** Opens the stock store when DATABASE_URL is set, else undefined (stock.json as before). */
export async function openDatabaseImport(slug: string, env: NodeJS.ProcessEnv = process.env): Promise<DatabaseImport | undefined> {
  const config = storeConfig(env.DATA_DIR ?? 'data', env);
  if (!config.databaseUrl) return undefined;
  const store = await StockStore.open(config);
  try {
    const previous = (await store.cars(slug))?.cars ?? [];
    return { previous, write: (cars) => store.replace(slug, cars), close: () => store.close() };
  } catch (error) {
    await store.close();
    throw error;
  }
}
