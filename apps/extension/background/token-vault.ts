// Keeps the Firebase refresh token across browser restarts in the extension origin's own IndexedDB
// (docs/decisions/extension-tokens.md): storage.session empties when the browser quits, and content
// scripts run in YouTube's origin, so they open YouTube's IndexedDB, never this one.

/** Where the refresh token outlives the browser session. */
export interface TokenVault {
  get(): Promise<string | null>;
  /** null clears it (sign-out, deleted account, refused refresh token). */
  set(refreshToken: string | null): Promise<void>;
}

const DB_NAME = "vidinsight-auth";
const STORE = "tokens";
const KEY = "refreshToken";

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A vault over an IndexedDB factory (the background's `indexedDB`; fake-indexeddb in tests). */
export function indexedDbVault(factory: IDBFactory): TokenVault {
  let db: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const opened = request.result;
        // Another version of the extension upgrading the database: let it, and reopen next time.
        opened.onversionchange = () => {
          opened.close();
          db = null;
        };
        resolve(opened);
      };
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  }

  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const transaction = (await open()).transaction(STORE, mode);
    const result = promised(action(transaction.objectStore(STORE)));
    // A write counts only once its transaction committed.
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
    return result;
  }

  return {
    async get() {
      const value: unknown = await run("readonly", (store) => store.get(KEY));
      return typeof value === "string" && value.length > 0 ? value : null;
    },
    async set(refreshToken) {
      if (refreshToken) await run("readwrite", (store) => store.put(refreshToken, KEY));
      else await run("readwrite", (store) => store.delete(KEY));
    },
  };
}
