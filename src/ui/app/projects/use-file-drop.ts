/** Files dropped anywhere on a page: whether files are being dragged over it, and the handlers that take them. */
import { useState, type DragEvent } from 'react';

export interface FileDrop {
  /** Files are being dragged over the page (it shows where to drop them). */
  dropping: boolean;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDragLeave(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
}

/** Drags that carry no files (text, links) are left to the browser. */
export function useFileDrop(onFiles: (files: File[]) => void): FileDrop {
  const [dropping, setDropping] = useState(false);
  return {
    dropping,
    onDragOver: (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDropping(true);
    },
    onDragLeave: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
    },
    onDrop: (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDropping(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
}

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}
