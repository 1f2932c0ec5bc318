/** The renderer worker (a dedicated module worker): exposes a Renderer through comlink. */
import { expose } from 'comlink';
import { Renderer } from './renderer.ts';

expose(new Renderer());
