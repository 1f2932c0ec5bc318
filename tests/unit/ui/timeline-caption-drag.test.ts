import { describe, expect, it } from 'vitest';
import { captionEdges, dragCaption, MIN_CAPTION_SPAN } from '../../../src/ui/app/timeline/caption-drag.ts';

const from = { start: 1.4, end: 2.6 };
const room = { min: 1.2, max: 3 };

describe('dragging a caption bar', () => {
  it('moves one end, to the millisecond', () => {
    expect(dragCaption('end', from, 0.2004, room)).toEqual({ start: 1.4, end: 2.8 });
    expect(dragCaption('start', from, -0.1, room)).toEqual({ start: 1.3, end: 2.6 });
  });

  it('stops an end at the neighbouring caption or the audio', () => {
    expect(dragCaption('end', from, 5, room)).toEqual({ start: 1.4, end: 3 });
    expect(dragCaption('start', from, -5, room)).toEqual({ start: 1.2, end: 2.6 });
  });

  it('never makes a caption shorter than the minimum, nor turns it inside out', () => {
    expect(dragCaption('end', from, -5, room)).toEqual({ start: 1.4, end: 1.4 + MIN_CAPTION_SPAN });
    expect(dragCaption('start', from, 5, room)).toEqual({ start: 2.5, end: 2.6 });
    // One already shorter keeps its length.
    expect(dragCaption('end', { start: 2, end: 2.05 }, -1, room)).toEqual({ start: 2, end: 2.05 });
  });

  it('moves the whole caption within its room, keeping its length', () => {
    expect(dragCaption('move', from, 0.3, room)).toEqual({ start: 1.7, end: 2.9 });
    expect(dragCaption('move', from, 1, room)).toEqual({ start: 1.8, end: 3 });
    expect(dragCaption('move', from, -1, room)).toEqual({ start: 1.2, end: 2.4 });
  });

  it('names the edges each drag moves, for snapping', () => {
    expect(captionEdges('start', from)).toEqual([1.4]);
    expect(captionEdges('end', from)).toEqual([2.6]);
    expect(captionEdges('move', from)).toEqual([1.4, 2.6]);
  });
});
