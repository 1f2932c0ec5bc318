/**
 * Runs an avatar edit (a pure change of src/shared/avatar) on the layer as it is in the project when the edit
 * applies, not as the render that offered it saw it: two quick edits in a row both land. `field` keys the
 * undo step, so that typing into one field merges into one step.
 */
import type { AvatarChange } from '../../../../shared/avatar/change.ts';
import type { AvatarProperty } from '../../../../shared/model/avatar.ts';
import { findLayer, updateLayerProperty } from '../../../../shared/project/edits/layers.ts';
import { useApply } from '../use-apply.ts';

/** The refusal's message, or undefined when the edit applied. */
export type AvatarEdit = (
  field: string,
  label: string,
  change: (q: AvatarProperty) => AvatarChange,
) => string | undefined;

export function useAvatarEdit(layerId: string): AvatarEdit {
  const apply = useApply();
  return (field, label, change) =>
    apply(
      label,
      (project) => {
        const q = findLayer(project, layerId)?.layer.property;
        if (q?.type !== 'Avatar') return project;
        return updateLayerProperty(project, layerId, change(q).patch);
      },
      `inspector:${layerId}:${field}`,
    );
}
