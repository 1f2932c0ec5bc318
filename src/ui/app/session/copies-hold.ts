/**
 * Holds the preview's copies of large videos while exports run in the page: an export renders every frame as
 * fast as the cores allow, and a copy made meanwhile would take them from it. The preview is asked when the
 * first export starts and told when the last one ends; a preview made while an export runs (a new project
 * shape) is asked as it starts (adopt). A preview that is not there (or is closing) is left alone.
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

  /** A new preview: held at once when an export is running (released with the others when the last ends). */
  adopt(preview: CopiesHolder): void {
    if (this.running > 0) this.ask(preview, true);
  }

  private tell(held: boolean): void {
    const preview = this.preview();
    if (preview !== undefined) this.ask(preview, held);
  }

  private ask(preview: CopiesHolder, held: boolean): void {
    void preview.holdCopies(held).catch(() => {});
  }
}
