/**
 * Holds the preview's copies of large videos while exports run in the page: an export renders every frame as
 * fast as the cores allow, and a copy made meanwhile would take them from it. The preview is asked when the
 * first export starts and told when the last one ends; a preview that is not there yet (or is closing) is
 * left alone.
 */
export interface CopiesHolder {
  holdCopies(held: boolean): Promise<void>;
}

export class CopiesHold {
  private running = 0;

  constructor(private readonly preview: () => CopiesHolder | undefined) {}

  /** Runs `work` with the copies held (with other exports running, until the last of them ends). */
  async during<T>(work: () => Promise<T>): Promise<T> {
    if (this.running++ === 0) this.tell(true);
    try {
      return await work();
    } finally {
      if (--this.running === 0) this.tell(false);
    }
  }

  private tell(held: boolean): void {
    void this.preview()
      ?.holdCopies(held)
      .catch(() => {});
  }
}
