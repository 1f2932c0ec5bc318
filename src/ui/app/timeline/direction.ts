/** Whether an element lays out right to left (Arabic): the timeline then runs from the right edge. */
export function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** The distance (px) of `clientX` from the element's inline-start edge. */
export function inlineOffset(element: Element, clientX: number): number {
  const box = element.getBoundingClientRect();
  return isRtl(element) ? box.right - clientX : clientX - box.left;
}
