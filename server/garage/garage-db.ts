// The raw SQLite connection to DATA_DIR/garage.sqlite that garage accounts and the mail outbox
// still use until they move onto the store's query layer. The file and its schema belong to the
// garage area of the store (garage-schema.ts, opened by garage-services.ts).
import type Database from 'better-sqlite3';

export type GarageDatabase = Database.Database;
export { garageDatabasePath } from './garage-schema';
