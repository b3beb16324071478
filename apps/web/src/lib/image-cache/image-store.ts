import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { IMAGE_DB_VERSION, IMAGE_STORE } from './constants';

/** One cached image (spec section 3, "Cached image record"). */
export type CachedImageRecord = {
  id: string;
  originalUrl: string;
  blob: Blob;
  /** When it was stored, ms since epoch; drives expiry and oldest-first eviction. */
  timestamp: number;
  size: number;
  mimeType: string;
};

interface ImageCacheSchema extends DBSchema {
  images: {
    key: string;
    value: CachedImageRecord;
    indexes: { 'by-timestamp': number };
  };
}

export type ImageStore = {
  get(id: string): Promise<CachedImageRecord | undefined>;
  put(record: CachedImageRecord): Promise<void>;
  delete(id: string): Promise<void>;
  count(): Promise<number>;
  /** Deletes records stored at or before `cutoff`; returns how many went. */
  deleteOlderThan(cutoff: number): Promise<number>;
  /** Deletes the `n` oldest records. */
  deleteOldest(n: number): Promise<void>;
  clear(): Promise<void>;
};

export function openImageStore(dbName: string): ImageStore {
  let dbPromise: Promise<IDBPDatabase<ImageCacheSchema>> | null = null;
  const db = () => {
    dbPromise ??= openDB<ImageCacheSchema>(dbName, IMAGE_DB_VERSION, {
      upgrade(database) {
        const store = database.createObjectStore(IMAGE_STORE, { keyPath: 'id' });
        store.createIndex('by-timestamp', 'timestamp');
      },
    });
    return dbPromise;
  };

  return {
    async get(id) {
      return (await db()).get(IMAGE_STORE, id);
    },
    async put(record) {
      await (await db()).put(IMAGE_STORE, record);
    },
    async delete(id) {
      await (await db()).delete(IMAGE_STORE, id);
    },
    async count() {
      return (await db()).count(IMAGE_STORE);
    },
    async deleteOlderThan(cutoff) {
      const tx = (await db()).transaction(IMAGE_STORE, 'readwrite');
      let removed = 0;
      let cursor = await tx.store.index('by-timestamp').openCursor(IDBKeyRange.upperBound(cutoff));
      while (cursor) {
        await cursor.delete();
        removed += 1;
        cursor = await cursor.continue();
      }
      await tx.done;
      return removed;
    },
    async deleteOldest(n) {
      if (n <= 0) return;
      const tx = (await db()).transaction(IMAGE_STORE, 'readwrite');
      let cursor = await tx.store.index('by-timestamp').openCursor();
      let left = n;
      while (cursor && left > 0) {
        await cursor.delete();
        left -= 1;
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    async clear() {
      await (await db()).clear(IMAGE_STORE);
    },
  };
}
