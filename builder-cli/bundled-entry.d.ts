// Types of bundled-entry.js (plain JavaScript: bin.js imports it before tsx is registered).
export declare const SOURCE_COMMANDS: ReadonlySet<string>;
export declare function bundledEntry(root: string, args: readonly string[]): string | null;
