/**
 * The Canvas 2D calls shared drawing code makes, typed so that both an OffscreenCanvasRenderingContext2D (the
 * worker) and a CanvasRenderingContext2D (the page, Fabric's custom rendering) satisfy it.
 */
export type Draw2D = Pick<
  OffscreenCanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'translate'
  | 'rotate'
  | 'scale'
  | 'beginPath'
  | 'rect'
  | 'arc'
  | 'clip'
  | 'fill'
  | 'stroke'
  | 'drawImage'
  | 'strokeRect'
  | 'setLineDash'
  | 'moveTo'
  | 'lineTo'
  | 'bezierCurveTo'
  | 'quadraticCurveTo'
  | 'closePath'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'miterLimit'
>;
