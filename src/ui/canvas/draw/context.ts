/** The page's 2D context: Fabric hands custom renderers a CanvasRenderingContext2D. */
export type Draw2D = CanvasRenderingContext2D;
