import type { SceneName } from '../protocol.ts';
import { bokeh } from './bokeh.ts';
import { ocean } from './ocean.ts';
import { particles } from './particles.ts';
import { rain } from './rain.ts';
import type { SceneFactory } from './scene.ts';
import { shapes } from './shapes.ts';
import { sunrise } from './sunrise.ts';

export const SCENES: Record<SceneName, SceneFactory> = { ocean, bokeh, particles, sunrise, shapes, rain };
