/**
 * An <img> of a Blob (a stored thumbnail). The object URL is made and revoked by an effect on the element,
 * so React's double effects in development and unmounting never leave a revoked URL on screen or leak one.
 */
import { useEffect, useRef } from 'react';

export function BlobImage(props: { blob: Blob; className?: string; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = img.current;
    if (element === null) return;
    const url = URL.createObjectURL(props.blob);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [props.blob]);
  return <img ref={img} className={props.className} alt={props.alt} />;
}
