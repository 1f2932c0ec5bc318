/**
 * A value on a scale, drawn with the studio's colours (a native range input cannot be themed alike across
 * browsers, nor mirrored for Arabic and Hebrew). Radix Slider puts `role="slider"` on the thumb, which takes
 * the field's label as its name; arrows step by `step` (PageUp/PageDown by ten steps, Home/End to the ends)
 * as a range input did, and it runs right to left in a right-to-left page.
 */
import * as RadixSlider from '@radix-ui/react-slider';
import { useDirection } from './layout.ts';
import './controls.css';

export function Slider(props: {
  value: number;
  min: number;
  max: number;
  step: number;
  /** Every change while dragging or stepping (the caller coalesces them into one undo step). */
  onChange(value: number): void;
  /** The thumb's id (an `<output htmlFor>` showing the value points at it). */
  id?: string;
  /** The id of the element that names the slider. */
  labelledBy?: string;
  disabled?: boolean;
}) {
  const dir = useDirection();
  return (
    <RadixSlider.Root
      className="cw-slider-root"
      dir={dir}
      min={props.min}
      max={props.max}
      step={props.step}
      value={[props.value]}
      disabled={props.disabled === true}
      onValueChange={([value]) => {
        if (value !== undefined) props.onChange(value);
      }}
    >
      <RadixSlider.Track className="cw-slider-track">
        <RadixSlider.Range className="cw-slider-range" />
      </RadixSlider.Track>
      {/* Radix only drops a disabled thumb from the tab order; assistive technology hears it too. */}
      <RadixSlider.Thumb
        id={props.id}
        className="cw-slider-thumb"
        aria-labelledby={props.labelledBy}
        aria-disabled={props.disabled === true ? true : undefined}
      />
    </RadixSlider.Root>
  );
}
