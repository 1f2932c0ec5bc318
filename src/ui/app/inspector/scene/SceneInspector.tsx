/** The selected scene's settings: colours, background media, text styles, transition, background music. */
import type { Scene } from '../../../../shared/model/scene.ts';
import { updateScene } from '../../../../shared/project/edits/scenes.ts';
import { useT } from '../../../i18n/use-t.ts';
import { TransitionPicker } from '../../pickers/TransitionPicker.tsx';
import { ColourField, FieldGroup } from '../controls.tsx';
import { colourInputValue } from '../fields.ts';
import { BackgroundMediaFields } from './BackgroundMediaFields.tsx';
import { MusicFields } from './MusicFields.tsx';
import { TextStyleFields } from './TextStyleFields.tsx';
import { useSceneEdit } from './use-scene-edit.ts';

export function SceneInspector({ scene, sceneIndex }: { scene: Scene; sceneIndex: number }) {
  const t = useT('inspector');
  const editScene = useSceneEdit(sceneIndex);
  return (
    <div className="cw-scene-inspector" data-scene-index={sceneIndex}>
      <FieldGroup title={t('colours')}>
        <div className="cw-field-grid">
          <ColourField
            label={t('bgColor')}
            value={colourInputValue(scene.bgColor, '#ffffff')}
            onInput={(bgColor) =>
              editScene('bgColor', t('bgColor'), (p) => updateScene(p, sceneIndex, { bgColor }))
            }
          />
          <ColourField
            label={t('fgColor')}
            value={colourInputValue(scene.fgColor, '#8b3dff')}
            onInput={(fgColor) =>
              editScene('fgColor', t('fgColor'), (p) => updateScene(p, sceneIndex, { fgColor }))
            }
          />
        </div>
      </FieldGroup>
      <FieldGroup title={t('bgMedia')}>
        <BackgroundMediaFields scene={scene} sceneIndex={sceneIndex} editScene={editScene} />
      </FieldGroup>
      <FieldGroup title={t('textStyles')}>
        <TextStyleFields scene={scene} sceneIndex={sceneIndex} editScene={editScene} />
      </FieldGroup>
      <FieldGroup title={t('transition')}>
        <TransitionPicker sceneIndex={sceneIndex} />
      </FieldGroup>
      <FieldGroup title={t('music')}>
        <MusicFields scene={scene} sceneIndex={sceneIndex} editScene={editScene} />
      </FieldGroup>
    </div>
  );
}
