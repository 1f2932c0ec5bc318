/**
 * Animation constants (animation parameters and engine values).
 * Every number the animation module uses lives here, with what it means.
 * Times are milliseconds, distances canvas pixels, angles degrees.
 */

/** Engine defaults (animejs v3 defaults: duration 1000, delay 0, ease easeOutElastic(1, .5)). */
export const ENGINE_DEFAULT_DURATION_MS = 1000;
export const ENGINE_DEFAULT_DELAY_MS = 0;
export const ENGINE_DEFAULT_EASE = 'easeOutElastic(1, .5)';

/** Scene defaults: layer animation name none, ease smooth, duration 1 (second), enter delay 0. */
export const LAYER_ANIMATION_DEFAULT_NAME = 'none';
export const LAYER_ANIMATION_DEFAULT_EASE = 'smooth';
export const LAYER_ANIMATION_DEFAULT_DURATION_S = 1;
export const LAYER_ANIMATION_DEFAULT_DELAY_S = 0;

/** Minimum scale. Every composed scale is clamped to at least this. */
export const MIN_SCALE = 0.001;

/** Elastic amplitude 1..10, period 0.1..2; spring mass/stiffness/damping/velocity 0.1..100. */
export const ELASTIC_AMPLITUDE_MIN = 1;
export const ELASTIC_AMPLITUDE_MAX = 10;
export const ELASTIC_PERIOD_MIN = 0.1;
export const ELASTIC_PERIOD_MAX = 2;
export const SPRING_PARAM_MIN = 0.1;
export const SPRING_PARAM_MAX = 100;
/** animejs v3 defaults for easeOutElastic() and spring() when a parameter is left out. */
export const ELASTIC_DEFAULT_AMPLITUDE = 1;
export const ELASTIC_DEFAULT_PERIOD = 0.5;
export const SPRING_DEFAULT_MASS = 1;
export const SPRING_DEFAULT_STIFFNESS = 100;
export const SPRING_DEFAULT_DAMPING = 10;
export const SPRING_DEFAULT_VELOCITY = 0;

/** Entrance and exit phases last at most this fraction of the total (window) duration. */
export const PHASE_MAX_FRACTION = 0.5;

/**
 * Speed → phase duration table, which most phase presets take their length from (docs/product-rules.md,
 * "Animations and easing"). Between two table points the duration is
 * interpolated linearly; speeds outside 0..1 are clamped to the table ends.
 */
export const SPEED_TABLE: readonly (readonly [speed: number, durationMs: number])[] = [
  [0, 4000],
  [0.25, 2000],
  [0.5, 700],
  [0.6, 400],
  [0.75, 220],
  [1, 200],
];

/** Rise and pan offset. */
export const RISE_PAN_OFFSET_PX = 70;
/** Photo effects scale step 1.05 (intensity 0) .. 1.15 (intensity 1). */
export const PHOTO_SCALE_MIN = 1.05;
export const PHOTO_SCALE_MAX = 1.15;
/** Photozoom scale 1.03 + 0.27 × scale. */
export const PHOTOZOOM_BASE = 1.03;
export const PHOTOZOOM_PER_SCALE = 0.27;
/** Drift and wiggle offset 70 (intensity 0) .. 200 (intensity 1) px. */
export const DRIFT_OFFSET_MIN_PX = 70;
export const DRIFT_OFFSET_MAX_PX = 200;
/** Tumble angle 30..180 degrees by intensity; on exit 15..90. */
export const TUMBLE_ANGLE_MIN = 30;
export const TUMBLE_ANGLE_MAX = 180;
export const TUMBLE_EXIT_ANGLE_MIN = 15;
export const TUMBLE_EXIT_ANGLE_MAX = 90;
/** Moves that start or end at the canvas edge last at most 500 ms. */
export const EDGE_MOVE_MAX_MS = 500;
/** Breathe phases 5000 ms, settle 10000 ms. */
export const BREATHE_PHASE_MS = 5000;
export const BREATHE_SETTLE_MS = 10000;
/** Flicker interval 800 − 470 × speed ms. */
export const FLICKER_INTERVAL_BASE_MS = 800;
export const FLICKER_INTERVAL_PER_SPEED_MS = 470;
/** Pulse interval 800 − 600 × intensity ms, scales 1.1 and 0.9. */
export const PULSE_INTERVAL_BASE_MS = 800;
export const PULSE_INTERVAL_PER_INTENSITY_MS = 600;
export const PULSE_SCALE_UP = 1.1;
export const PULSE_SCALE_DOWN = 0.9;
/** Wiggle amplitude 0.02 + 0.06 × intensity of the size; angle variation 10 + 20 × intensity degrees. */
export const WIGGLE_AMPLITUDE_BASE = 0.02;
export const WIGGLE_AMPLITUDE_PER_INTENSITY = 0.06;
export const WIGGLE_ANGLE_BASE = 10;
export const WIGGLE_ANGLE_PER_INTENSITY = 20;
/** Rotate 2880 degrees in total at speed 1 per 5000 ms. */
export const ROTATE_DEGREES_AT_SPEED_1 = 2880;
export const ROTATE_PERIOD_MS = 5000;
/** Stomp starts at 3 × the scale that fits the layer's box into the canvas. */
export const STOMP_FIT_FACTOR = 3;
/** Subtitle-popup phase 360 ms when the duration exceeds 1080 ms, else a third of the duration. */
export const SUBTITLE_POPUP_PHASE_MS = 360;
export const SUBTITLE_POPUP_LONG_MS = 1080;
/** Blur-type effects enlarge the captured image 1.5 times. */
export const BLUR_CAPTURE_SCALE = 1.5;

// ---- Values of our own choosing, documented where they are used. ----

/** blur preset: blur radius at the start of an entrance, 10 (intensity 0) .. 30 (intensity 1) px. */
export const BLUR_MIN_PX = 10;
export const BLUR_MAX_PX = 30;
/** fadein-<side>/fadeout-<side>: moves by half the box extent, at most 10 % of the canvas extent. */
export const FADE_SLIDE_BOX_FRACTION = 0.5;
export const FADE_SLIDE_CANVAS_FRACTION = 0.1;
/** fade-scalein / fade-scaleout start (end) at this scale; scalein / scaleout at MIN_SCALE. */
export const FADE_SCALE_FROM = 0.5;
/** neon: the entrance is split into this opacity pattern (one slot each), the exit plays it backwards. */
export const NEON_PATTERN: readonly number[] = [0, 1, 0, 0.5, 0, 1];
/** neon: glow strength 0.3 (intensity 0) .. 1 (intensity 1). */
export const NEON_GLOW_MIN = 0.3;
export const NEON_GLOW_MAX = 1;
/** flicker: dimmed opacity 0.5 (intensity 0) .. 0 (intensity 1). */
export const FLICKER_DIM_MAX = 0.5;
/** Defaults of a preset animation's parameters when absent. */
export const PRESET_DEFAULT_SPEED = 0.5;
export const PRESET_DEFAULT_INTENSITY = 0.5;
export const PRESET_DEFAULT_SCALE = 0.5;
export const PRESET_DEFAULT_SEED = 0;
