/**
 * The editing canvas's crop in progress, one at a time: of an image or a video (a crop box over the object),
 * or of an avatar (cropped in halfbody over its whole presenter image, shown by a stand-in while the crop
 * runs: crop/avatar-crop.ts). The crop box holds the selection until the crop ends.
 */
import type { Canvas } from 'fabric';
import type { CropType } from '../../shared/constants.ts';
import type { Emitter } from '../../shared/emitter.ts';
import { AvatarCrop } from './crop/avatar-crop.ts';
import { CropSession } from './crop/crop-session.ts';
import type { EditingCanvasEvents } from './events.ts';
import type { Size } from './format.ts';
import type { CropState, LayerObjects } from './layer-objects.ts';
import type { MediaResolver } from './media.ts';
import { CroppableView } from './objects/media-view.ts';

interface Crop {
  layerId: string;
  session: CropSession;
  avatar?: AvatarCrop;
}

export class CropControl implements CropState {
  private crop: Crop | undefined;
  /** Set once the canvas's objects exist (they and the crop know of each other). */
  objects: LayerObjects | undefined;

  constructor(
    private readonly fabric: Canvas,
    private readonly emitter: Emitter<EditingCanvasEvents>,
    private readonly format: Size,
    private readonly resolver: MediaResolver | undefined,
  ) {}

  active(): boolean {
    return this.crop !== undefined;
  }

  avatarId(): string | undefined {
    return this.crop?.avatar?.layerId;
  }

  start(layerId: string, cropType: CropType): CropSession {
    if (this.crop !== undefined) throw new Error(`a crop of layer ${this.crop.layerId} is in progress`);
    const entry = this.objects?.find(layerId);
    const p = entry?.layer.property;
    if (entry !== undefined && p?.type === 'Avatar') {
      const avatar = new AvatarCrop(
        {
          canvas: this.fabric,
          layerId,
          property: p,
          view: entry.object,
          format: this.format,
          resolver: this.resolver,
          onError: (error) => this.emitter.emit('error', { layerId, error }),
        },
        cropType,
      );
      this.crop = { layerId, session: avatar.session, avatar };
      entry.object.visible = false;
      return avatar.session;
    }
    const object = entry?.object;
    if (!(object instanceof CroppableView)) {
      throw new Error(`layer ${layerId} cannot be cropped: only image, video and avatar layers can`);
    }
    this.crop = { layerId, session: new CropSession(this.fabric, object, cropType) };
    return this.crop.session;
  }

  commit(): void {
    if (this.crop === undefined) throw new Error('commitCrop: no crop in progress');
    const { layerId, session, avatar } = this.crop;
    if (avatar === undefined) {
      const patch = session.commit();
      this.crop = undefined;
      this.emitter.emit('change', { layerId, patch });
      return;
    }
    // An avatar's crop is checked before anything closes: a refused box leaves the crop open.
    const { patch, image } = avatar.commit();
    this.crop = undefined;
    this.showAgain(layerId);
    this.emitter.emit('change', { layerId, patch });
    // Forced into halfbody, a Talking Photo may need its other image (as a display type switch does).
    if (image !== null) this.emitter.emit('avatar-image', { layerId, image });
  }

  cancel(): void {
    if (this.crop === undefined) return;
    const { layerId, session, avatar } = this.crop;
    if (avatar !== undefined) avatar.cancel();
    else session.cancel();
    this.crop = undefined;
    if (avatar !== undefined) this.showAgain(layerId);
  }

  /** After an avatar crop: the avatar shows (as the scene decides) and is selected again. */
  private showAgain(layerId: string): void {
    const objects = this.objects;
    const scene = objects?.scene;
    const entry = objects?.find(layerId);
    if (objects === undefined || scene === undefined || entry === undefined) return;
    const { object } = entry;
    objects.place(object, entry.layer, scene);
    if (object.visible) this.fabric.setActiveObject(object);
    this.fabric.requestRenderAll();
  }
}
