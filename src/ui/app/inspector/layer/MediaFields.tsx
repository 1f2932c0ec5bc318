/**
 * Images, videos and stickers: crop and stretch and replace for images; volume, speed, trim, loop,
 * play-in-place, crop and replace for videos; play/pause for stickers (whose sprite sheet an upload cannot
 * replace: see replace-kind.ts).
 */
import { STRETCH_MODES } from '../../../../shared/constants.ts';
import type { ImageProperty, StickerProperty, VideoProperty } from '../../../../shared/model/layer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CheckField, NumberField, SelectField, SliderField } from '../controls.tsx';
import { speedOptions, trimRule } from '../layer-fields.ts';
import { CropControls } from './CropControls.tsx';
import { PlayInPlace } from './PlayInPlace.tsx';
import { ReplaceMedia } from './ReplaceMedia.tsx';
import type { LayerFieldsProps } from './types.ts';

export function ImageFields({ layer, property: p, editProperty }: LayerFieldsProps<ImageProperty>) {
  const t = useT('inspector');
  return (
    <>
      <CropControls layerId={layer.id} cropType={p._cropType} />
      <SelectField
        label={t('stretch')}
        value={p.stretch}
        choices={STRETCH_MODES.map((mode) => ({ value: mode, label: t(mode) }))}
        onChange={(stretch) => editProperty('stretch', t('stretch'), { stretch })}
      />
      <ReplaceMedia layerId={layer.id} type={p.type} />
    </>
  );
}

export function VideoFields({ layer, property: p, editProperty }: LayerFieldsProps<VideoProperty>) {
  const t = useT('inspector');
  return (
    <>
      <PlayInPlace layerId={layer.id} />
      <SliderField
        label={t('volume')}
        value={p._volume}
        min={0}
        max={1}
        step={0.01}
        onInput={(_volume) => editProperty('_volume', t('volume'), { _volume })}
      />
      <SelectField
        label={t('speed')}
        value={p._speed}
        choices={speedOptions(p._speed).map((speed) => ({ value: speed, label: `${speed}×` }))}
        onChange={(_speed) => editProperty('_speed', t('speed'), { _speed })}
      />
      <div className="cw-field-grid">
        <NumberField
          name="_start"
          label={t('trimStart')}
          value={p._start}
          rule={trimRule(p, '_start')}
          commit={(_start) => editProperty('_start', t('trimStart'), { _start })}
        />
        <NumberField
          name="_end"
          label={t('trimEnd')}
          value={p._end}
          rule={trimRule(p, '_end')}
          commit={(_end) => editProperty('_end', t('trimEnd'), { _end })}
        />
      </div>
      <CheckField
        label={t('loop')}
        checked={p._loop}
        onChange={(_loop) => editProperty('_loop', t('loop'), { _loop })}
      />
      <CropControls layerId={layer.id} cropType={p._cropType as ImageProperty['_cropType']} />
      <ReplaceMedia layerId={layer.id} type={p.type} />
    </>
  );
}

export function StickerFields({ layer }: LayerFieldsProps<StickerProperty>) {
  return <PlayInPlace layerId={layer.id} />;
}
