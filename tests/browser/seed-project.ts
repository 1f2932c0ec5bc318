/**
 * Writes a project record into the app's own database the way ProjectDb keeps it (Dexie version 1 is
 * IndexedDB version 10), so a spec opens the editor at `#/project/<id>` on a project it chose.
 */
import type { Page } from '@playwright/test';

export async function seedProject(page: Page, id: string, name: string, project: unknown): Promise<void> {
  const now = Date.now();
  const record = { id, name, layout: 'landscape', createdAt: now, updatedAt: now, project };
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('clipwright-projects', 10);
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('projects', { keyPath: 'id' });
          store.createIndex('updatedAt', 'updatedAt');
          store.createIndex('name', 'name');
        };
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('projects', 'readwrite');
          tx.objectStore('projects').put(value);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('put failed'));
        };
      }),
    record,
  );
}
