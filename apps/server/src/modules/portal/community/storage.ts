import { createReadStream } from 'node:fs';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where attachments live (decision 071): one small interface, so an S3-compatible store (put, get as a
 * stream, head, delete on an object key) can replace the local disk without touching the services.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The object as a stream, or null when it is missing. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** Keys are `<2 hex>/<32 hex>.<ext>`: nothing in them can climb out of the root. */
const KEY = /^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

function pathOf(root: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid file key ${key}`);
  return path.join(root, key);
}

/** The local-disk store under a folder (DATA_DIR/uploads by default). */
export function localFileStore(root: string): FileStore {
  return {
    async put(key, data) {
      const file = pathOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async open(key) {
      const file = pathOf(root, key);
      try {
        await access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async exists(key) {
      try {
        await access(pathOf(root, key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}

/** A throw-away store for DATA_DIR=memory and tests: a temporary folder removed on close. */
export async function temporaryFileStore(): Promise<FileStore & { dispose: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'reading-uploads-'));
  return { ...localFileStore(root), dispose: () => rm(root, { recursive: true, force: true }) };
}
