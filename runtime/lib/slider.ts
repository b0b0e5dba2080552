// The promotion slider's rules (spec section 9: 1920 x 540): wrap-around stepping and when it may
// advance on its own.
export const SLIDER_WIDTH = 1920;
export const SLIDER_HEIGHT = 540;

/** The slide `step` away from `current`, wrapping at both ends. */
export function stepSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** Autoplay runs only when enabled, with more than one slide, not paused, and motion is welcome. */
export function mayAutoplay(o: { autoplay: boolean; count: number; paused: boolean; reducedMotion: boolean }): boolean {
  return o.autoplay && o.count > 1 && !o.paused && !o.reducedMotion;
}
