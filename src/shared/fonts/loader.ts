/**
 * Font loading for any FontFaceSet (the page's `document.fonts`, a worker's `self.fonts`).
 * Fonts are per thread, and page and worker must use the same files or line wrapping differs, so both sides run
 * this one loader; only the set and the FontFace constructor are handed in (src/shared has no DOM).
 */
import { facesOfName, type FaceSpec } from './faces.ts';
import type { FontRequest } from './resolve.ts';
import { facesForText } from './select.ts';

/** The part of a DOM FontFace the loader uses. */
export interface FontFaceLike {
  load(): Promise<unknown>;
}

/** The part of a DOM FontFaceSet the loader uses. */
export interface FontFaceSetLike<F> {
  add(face: F): unknown;
}

export interface FaceDescriptors {
  weight: string;
  style: 'normal' | 'italic';
  unicodeRange: string;
  /** 'block': text waits for the face (we await it before drawing anyway) instead of flashing a fallback. */
  display: 'block';
}

export type FontFaceFactory<F> = (family: string, source: string, descriptors: FaceDescriptors) => F;

export class FontLoader<F extends FontFaceLike> {
  readonly #set: FontFaceSetLike<F>;
  readonly #create: FontFaceFactory<F>;
  readonly #faces = new Map<string, F>();
  readonly #registeredNames = new Set<string>();

  constructor(set: FontFaceSetLike<F>, create: FontFaceFactory<F>) {
    this.#set = set;
    this.#create = create;
  }

  /** FontFace objects created so far (each face once, however often it is asked for). */
  get faceCount(): number {
    return this.#faces.size;
  }

  /**
   * Adds every face of a name to the set, once. Whole names at a time: if only some weights were registered, the
   * browser's weight matching would pick a different face now than after a later registration.
   */
  register(name: string): void {
    if (this.#registeredNames.has(name)) return;
    for (const faces of facesOfName(name).values()) {
      for (const spec of faces) {
        const face = this.#create(spec.family, `url("${spec.url}") format("woff2")`, {
          weight: String(spec.weight),
          style: spec.style,
          unicodeRange: spec.unicodeRange,
          display: 'block',
        });
        this.#set.add(face);
        this.#faces.set(spec.id, face);
      }
    }
    this.#registeredNames.add(name);
  }

  /**
   * Registers the names whose faces drawing `sampleText` uses, then waits until those faces have loaded (no text:
   * the faces of a space, as FontFaceSet.load does). Unknown name → 'no font name'; a file that fails → an error
   * naming the font and the URL.
   *
   * A fallback name is registered only once some text needs one of its faces: the twelve fallbacks have
   * thousands of subset faces between them, and creating them all stalled the first text for ~150 ms. Leaving a
   * family out changes no drawing: the browser falls through the stack to the first registered family covering
   * a character, and a family that would come first for some character is needed, so it is registered.
   */
  async ensure(requests: readonly (string | FontRequest)[], sampleText = ' '): Promise<FaceSpec[]> {
    const normalized = requests.map((request) => (typeof request === 'string' ? { name: request } : request));
    const needed = new Map<string, FaceSpec>();
    for (const request of normalized) {
      for (const face of facesForText(request, sampleText)) {
        // A face's family is the name it belongs to.
        this.register(face.family);
        needed.set(face.id, face);
      }
    }
    await Promise.all([...needed.values()].map((spec) => this.#load(spec)));
    return [...needed.values()];
  }

  async #load(spec: FaceSpec): Promise<void> {
    const face = this.#faces.get(spec.id);
    if (face === undefined) throw new Error(`font '${spec.family}': face ${spec.id} was never registered`);
    try {
      await face.load();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `font '${spec.family}' (${spec.slot}, ${spec.subset}): cannot load ${spec.url}: ${reason}`,
        {
          cause: error,
        },
      );
    }
  }
}
