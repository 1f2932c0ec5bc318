/** The page's list of uploads (see uploads-store.ts), backed by local storage when the browser allows it. */
import { allowedStorage } from '../../api/browser-ports.ts';
import { UploadsStore } from './uploads-store.ts';

export const uploadsStore = new UploadsStore(allowedStorage());
