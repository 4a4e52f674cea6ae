import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueueEntry, RejectedEntry } from './types.ts';

/**
 * The device's durable queue of finish writes (docs/product.md §11) in IndexedDB: it outlives
 * a reload, a closed tab and a phone that sleeps. Every function resolves only once its
 * transaction has completed (committed), so "stored" means stored.
 */

/** The database every tab of this origin shares. */
export const QUEUE_DB_NAME = 'segla-finish-queue';

/** A queued write with its place in the queue (the store's auto-increment key). */
export type StoredEntry = QueueEntry & { seq?: number };

interface QueueSchema extends DBSchema {
  writes: {
    key: number;
    value: StoredEntry;
    indexes: { 'by-sailing': number; 'by-client-id': string };
  };
  rejected: {
    key: string;
    value: RejectedEntry;
    indexes: { 'by-sailing': number };
  };
}

export type QueueDb = IDBPDatabase<QueueSchema>;

const connections = new Map<string, Promise<QueueDb>>();

/** Opens (once per name) the queue's database, creating its stores on first use. */
export function openQueueDb(name: string = QUEUE_DB_NAME): Promise<QueueDb> {
  let connection = connections.get(name);
  if (!connection) {
    connection = openDB<QueueSchema>(name, 1, {
      upgrade(db) {
        // The auto-increment key is the queue order: an index lists by its key, then by this.
        const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
        writes.createIndex('by-sailing', 'sailingId');
        writes.createIndex('by-client-id', 'clientId', { unique: true });
        const rejected = db.createObjectStore('rejected', { keyPath: 'clientId' });
        rejected.createIndex('by-sailing', 'sailingId');
      },
      blocking() {
        // A newer version opens in another tab: let it, and open again when next asked.
        connections.delete(name);
        void connection?.then((db) => db.close());
      },
      terminated() {
        connections.delete(name);
      },
    });
    // A failed open is not cached: the next call tries again.
    connection.catch(() => connections.delete(name));
    connections.set(name, connection);
  }
  return connection;
}

/** Closes and forgets the connection (tests; a "reload" opens a new one). */
export async function closeQueueDb(name: string = QUEUE_DB_NAME): Promise<void> {
  const connection = connections.get(name);
  connections.delete(name);
  if (connection) (await connection.catch(() => null))?.close();
}

/** Adds a write at the end of the queue; resolves once the transaction has committed. */
export async function addEntry(db: QueueDb, entry: QueueEntry): Promise<void> {
  const tx = db.transaction('writes', 'readwrite');
  await Promise.all([tx.store.add({ ...entry }), tx.done]);
}

/** A sailing's waiting writes in queue order. */
export async function listEntries(db: QueueDb, sailingId: number): Promise<StoredEntry[]> {
  return db.getAllFromIndex('writes', 'by-sailing', sailingId);
}

/** A sailing's refused writes, oldest first. */
export async function listRejected(db: QueueDb, sailingId: number): Promise<RejectedEntry[]> {
  const all = await db.getAllFromIndex('rejected', 'by-sailing', sailingId);
  return all.sort((a, b) => a.rejectedAt.localeCompare(b.rejectedAt));
}

/**
 * Marks a write as being sent (one more attempt) and returns it, or null if it is gone (sent by
 * another tab, cancelled). After this the server may have it, so it can no longer be cancelled.
 */
export async function claimEntry(db: QueueDb, clientId: string): Promise<StoredEntry | null> {
  const tx = db.transaction('writes', 'readwrite');
  const index = tx.store.index('by-client-id');
  const key = await index.getKey(clientId);
  const entry = key === undefined ? undefined : await tx.store.get(key);
  let claimed: StoredEntry | null = null;
  if (entry) {
    claimed = { ...entry, attempts: entry.attempts + 1 };
    await tx.store.put(claimed);
  }
  await tx.done;
  return claimed;
}

/** Removes a write the server acknowledged. */
export async function removeEntry(db: QueueDb, clientId: string): Promise<void> {
  const tx = db.transaction('writes', 'readwrite');
  const key = await tx.store.index('by-client-id').getKey(clientId);
  if (key !== undefined) await tx.store.delete(key);
  await tx.done;
}

/** Removes a write that was never sent (no attempt yet); false if it was sent or is gone. */
export async function cancelEntry(db: QueueDb, clientId: string): Promise<boolean> {
  const tx = db.transaction('writes', 'readwrite');
  const key = await tx.store.index('by-client-id').getKey(clientId);
  const entry = key === undefined ? undefined : await tx.store.get(key);
  const removable = key !== undefined && entry !== undefined && entry.attempts === 0;
  if (removable) await tx.store.delete(key);
  await tx.done;
  return removable;
}

/** Moves a refused write from the queue to the refused list, in one transaction. */
export async function rejectEntry(db: QueueDb, rejected: RejectedEntry): Promise<void> {
  const tx = db.transaction(['writes', 'rejected'], 'readwrite');
  const writes = tx.objectStore('writes');
  const key = await writes.index('by-client-id').getKey(rejected.clientId);
  if (key !== undefined) await writes.delete(key);
  const { seq: _seq, ...clean } = rejected as RejectedEntry & { seq?: number };
  await tx.objectStore('rejected').put(clean);
  await tx.done;
}

/** Forgets a refused write once it has been seen. */
export async function dismissRejected(db: QueueDb, clientId: string): Promise<void> {
  const tx = db.transaction('rejected', 'readwrite');
  await Promise.all([tx.store.delete(clientId), tx.done]);
}
