/**
 * Page coordinates → model units of the editing canvas (for drops). The Fabric canvas element shows the
 * format at `zoom` element pixels per model unit; CSS may show the element at another size than its pixel
 * size, which `cssScale` (shown width / element width) undoes. Pure.
 */
export interface ElementRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function pageToModel(
  client: { x: number; y: number },
  rect: ElementRect,
  elementWidth: number,
  zoom: number,
): { x: number; y: number } {
  if (!(zoom > 0 && elementWidth > 0 && rect.width > 0))
    throw new RangeError(
      `zoom ${zoom}, element width ${elementWidth}, shown width ${rect.width} must be positive`,
    );
  const cssScale = rect.width / elementWidth;
  return {
    x: (client.x - rect.left) / cssScale / zoom,
    y: (client.y - rect.top) / cssScale / zoom,
  };
}

/** Whether a page point is over the element. */
export function isInside(client: { x: number; y: number }, rect: ElementRect): boolean {
  return (
    client.x >= rect.left &&
    client.x <= rect.left + rect.width &&
    client.y >= rect.top &&
    client.y <= rect.top + rect.height
  );
}
