import { describe, expect, it } from 'vitest';
import { linear, smooth } from './ease.ts';
import {
  capEdgeMove,
  capPhase,
  edgeDistance,
  extentAlong,
  phaseAmounts,
  speedToDurationMs,
} from './timing.ts';

describe('speed → duration (table, linear between points)', () => {
  it('table points', () => {
    expect(speedToDurationMs(0)).toBe(4000);
    expect(speedToDurationMs(0.25)).toBe(2000);
    expect(speedToDurationMs(0.5)).toBe(700);
    expect(speedToDurationMs(0.6)).toBe(400);
    expect(speedToDurationMs(0.75)).toBe(220);
    expect(speedToDurationMs(1)).toBe(200);
  });
  it('interpolates linearly between points', () => {
    expect(speedToDurationMs(0.125)).toBe(3000);
    expect(speedToDurationMs(0.375)).toBe(1350);
    expect(speedToDurationMs(0.55)).toBeCloseTo(550, 9);
    expect(speedToDurationMs(0.675)).toBeCloseTo(310, 9);
    expect(speedToDurationMs(0.875)).toBeCloseTo(210, 9);
  });
  it('clamps speed to 0..1', () => {
    expect(speedToDurationMs(-1)).toBe(4000);
    expect(speedToDurationMs(3)).toBe(200);
    expect(speedToDurationMs(NaN)).toBe(4000);
  });
});

describe('phase caps', () => {
  it('a phase lasts at most half the total', () => {
    expect(capPhase(1000, 5000)).toBe(1000);
    expect(capPhase(1000, 1500)).toBe(750);
    expect(capPhase(-5, 1500)).toBe(0);
    expect(capPhase(NaN, 1500)).toBe(0);
  });
  it('an edge move lasts at most 500 ms and half the total', () => {
    expect(capEdgeMove(700, 5000)).toBe(500);
    expect(capEdgeMove(200, 5000)).toBe(200);
    expect(capEdgeMove(700, 600)).toBe(300);
  });
});

describe('geometry', () => {
  const box = { left: 100, top: 50, width: 400, height: 300 };
  const canvas = { width: 1920, height: 1080 };
  it('edge distance puts the box just outside the canvas, opposite to the motion', () => {
    expect(edgeDistance('up', box, canvas)).toBe(1030);
    expect(edgeDistance('down', box, canvas)).toBe(350);
    expect(edgeDistance('left', box, canvas)).toBe(1820);
    expect(edgeDistance('right', box, canvas)).toBe(500);
    expect(edgeDistance('in', box, canvas)).toBe(0);
    expect(edgeDistance('right', { left: -900, top: 0, width: 400, height: 10 }, canvas)).toBe(0);
  });
  it('extent along a direction', () => {
    expect(extentAlong('left', box)).toBe(400);
    expect(extentAlong('up', box)).toBe(300);
    expect(extentAlong('in', box)).toBe(0);
  });
});

describe('phaseAmounts', () => {
  it('entrance at the start, exit mirrored at the end', () => {
    expect(phaseAmounts(0, 5000, 1000, 1000, 'both', linear)).toEqual({ enter: 1, exit: 0 });
    expect(phaseAmounts(250, 5000, 1000, 1000, 'both', linear)).toEqual({ enter: 0.75, exit: 0 });
    expect(phaseAmounts(2500, 5000, 1000, 1000, 'both', linear)).toEqual({ enter: 0, exit: 0 });
    expect(phaseAmounts(4750, 5000, 1000, 1000, 'both', linear)).toEqual({ enter: 0, exit: 0.75 });
    expect(phaseAmounts(4500, 5000, 1000, 1000, 'both', smooth)).toEqual({ enter: 0, exit: 0.125 });
  });
  it('trigger selects the phases', () => {
    expect(phaseAmounts(0, 5000, 1000, 1000, 'exit', linear).enter).toBe(0);
    expect(phaseAmounts(4999, 5000, 1000, 1000, 'enter', linear).exit).toBe(0);
  });
  it('a delay holds the start pose; a zero phase does nothing', () => {
    expect(phaseAmounts(100, 5000, 1000, 0, 'both', linear, 500)).toEqual({ enter: 1, exit: 0 });
    expect(phaseAmounts(1000, 5000, 1000, 0, 'both', linear, 500).enter).toBe(0.5);
    expect(phaseAmounts(0, 5000, 0, 0, 'both', linear)).toEqual({ enter: 0, exit: 0 });
  });
});
