/**
 * Fabric.js in a worker: Fabric asks its "document" for canvas elements and reads a few
 * window fields. In a worker there is neither, so this env hands it OffscreenCanvases that carry the few DOM
 * attribute methods Fabric calls on its canvases (no-ops: nothing here is on screen), and a pixel ratio of 1
 * (the preview renders at its on-screen size). Import this module before creating any Fabric object.
 */
import { config, getEnv, setEnv } from 'fabric';

type DomCanvas = OffscreenCanvas & {
  style: { cssText: string };
  classList: { add(): void; remove(): void };
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
};

export function createDomCanvas(width = 1, height = 1): DomCanvas {
  const canvas = new OffscreenCanvas(width, height) as DomCanvas;
  canvas.style = { cssText: '' };
  canvas.classList = { add() {}, remove() {} };
  canvas.setAttribute = (name, value) => {
    // Fabric sizes canvases through attributes when it restores them; keep width/height real.
    if (name === 'width') canvas.width = Number(value);
    if (name === 'height') canvas.height = Number(value);
  };
  canvas.removeAttribute = () => {};
  canvas.hasAttribute = () => false;
  canvas.getAttribute = () => null;
  return canvas;
}

let installed = false;

export function installFabricWorkerEnv(): void {
  if (installed) return;
  installed = true;
  const workerDocument = {
    createElement(tag: string) {
      if (tag === 'canvas') return createDomCanvas();
      throw new Error(`fabric in the worker asked for a <${tag}> element; only canvases exist here`);
    },
    getElementById: () => null,
  };
  const workerWindow = {
    devicePixelRatio: 1,
    requestAnimationFrame: (cb: FrameRequestCallback) => self.requestAnimationFrame(cb),
    cancelAnimationFrame: (handle: number) => self.cancelAnimationFrame(handle),
    setTimeout: self.setTimeout.bind(self),
    clearTimeout: self.clearTimeout.bind(self),
    performance: self.performance,
  };
  const base = (() => {
    try {
      return getEnv();
    } catch {
      return undefined;
    }
  })();
  type FabricEnv = Parameters<typeof setEnv>[0];
  setEnv({
    ...(base ?? {}),
    document: workerDocument as unknown as FabricEnv['document'],
    window: workerWindow as unknown as FabricEnv['window'],
    isTouchSupported: false,
    WebGLProbe: { queryWebGL() {}, isSupported: () => false, GLPrecision: 'highp' } as never,
    dispose() {},
    copyPasteData: {},
  } as FabricEnv);
  config.devicePixelRatio = 1;
}
