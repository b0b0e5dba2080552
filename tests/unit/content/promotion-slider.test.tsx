// @vitest-environment jsdom
// The promotion slider hydrated in a browser DOM: space reserved at 1920 x 540, arrow keys and
// buttons move it, and autoplay runs only without a reduced-motion preference (fake timers).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PromotionSlider from '../../../blocks/promotion-slider';
import { BlockProviders } from '../blocks/render-block';
import { withDefaults } from '../../helpers/block-props';
import { mayAutoplay, stepSlide } from '../../../runtime/lib/slider';

const slides = ['One', 'Two', 'Three'].map((heading, i) => ({
  image: { url: `/media/slide-${i}.jpg`, alt: `Slide ${heading}` },
  heading,
  href: '/special-offers',
}));
let root: Root | null = null;
let container: HTMLElement | undefined;

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function hydrate() {
  const el = <BlockProviders>{<PromotionSlider {...withDefaults('promotion-slider', { label: 'Current promotions', slides })} />}</BlockProviders>;
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = renderToString(el);
  container = host;
  await act(async () => {
    root = hydrateRoot(host, el);
  });
}

const currentHeading = () => container!.querySelector('.slider-slide:not([hidden]) .slider-heading')?.textContent;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.useRealTimers();
});

describe('slider rules', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 0, 0],
  ])('from %i by %i of %i -> %i', (current, step, count, next) => expect(stepSlide(current, step, count)).toBe(next));

  it.each([
    [{ autoplay: true, count: 3, paused: false, reducedMotion: false }, true],
    [{ autoplay: true, count: 3, paused: false, reducedMotion: true }, false],
    [{ autoplay: true, count: 1, paused: false, reducedMotion: false }, false],
    [{ autoplay: true, count: 3, paused: true, reducedMotion: false }, false],
    [{ autoplay: false, count: 3, paused: false, reducedMotion: false }, false],
  ])('%j -> %s', (o, may) => expect(mayAutoplay(o)).toBe(may));
});

describe('promotion slider in the browser', () => {
  it('reserves 1920 x 540 and shows the first slide from the server HTML', async () => {
    setReducedMotion(false);
    await hydrate();
    const img = container!.querySelector('.slider-slide img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '540']);
    expect(currentHeading()).toBe('One');
    expect(container!.querySelector('section')!.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('arrow keys and the buttons move it, wrapping at the ends', async () => {
    setReducedMotion(true);
    await hydrate();
    const section = container!.querySelector('section')!;
    await act(async () => section.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(currentHeading()).toBe('Three');
    await act(async () => section.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(currentHeading()).toBe('One');
    await act(async () => container!.querySelector<HTMLButtonElement>('.slider-next')!.click());
    expect(currentHeading()).toBe('Two');
    await act(async () => container!.querySelectorAll<HTMLButtonElement>('.slider-dot')[2]!.click());
    expect(currentHeading()).toBe('Three');
  });

  it('advances every 6 seconds when motion is welcome, and the pause button stops it', async () => {
    setReducedMotion(false);
    await hydrate();
    await act(async () => vi.advanceTimersByTime(6000));
    expect(currentHeading()).toBe('Two');
    await act(async () => container!.querySelector<HTMLButtonElement>('.slider-pause')!.click());
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(currentHeading()).toBe('Two');
  });

  it('never advances for a visitor who prefers reduced motion, and offers no pause button', async () => {
    setReducedMotion(true);
    await hydrate();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(currentHeading()).toBe('One');
    expect(container!.querySelector('.slider-pause')).toBeNull();
  });
});
