/**
 * The pixel size of the picture an avatar shows, for the fields that place things in it (the face box): read
 * by loading the picture (the browser has it cached from the canvas); the layer's image size until then, or
 * when it cannot be loaded.
 */
import { useEffect, useState } from 'react';
import type { AvatarProperty } from '../../../../shared/model/avatar.ts';
import { loadPresenter, presenterSource } from '../../../canvas/objects/avatar.ts';
import { useServices } from '../../services.ts';

export function usePresenterSize(layerId: string, p: AvatarProperty): { width: number; height: number } {
  const { media } = useServices();
  const source = presenterSource(p);
  const [loaded, setLoaded] = useState<{ source: string; width: number; height: number }>();
  useEffect(() => {
    if (source === undefined || p.avatarType === 'voice') return undefined;
    let live = true;
    const resolver = media === undefined ? undefined : (key: string) => media.urlForKey(key);
    loadPresenter(layerId, p, resolver).then(
      (image) => {
        if (live) setLoaded({ source, width: image.naturalWidth, height: image.naturalHeight });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The picture changes with its source only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, layerId, media]);
  return loaded !== undefined && loaded.source === source
    ? { width: loaded.width, height: loaded.height }
    : { width: p.imageWidth, height: p.imageHeight };
}
