import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PromotionSliderProps } from './props';
import { mayAutoplay, SLIDER_HEIGHT, SLIDER_WIDTH, stepSlide } from '../../runtime/lib/slider';
import { ResponsiveImage } from '../../runtime/ui/responsive-image';
import { SmartLink } from '../../runtime/ui/smart-link';
import './style.css';

function usePrefersReducedMotion(): boolean {
  // Until hydrated we assume reduced motion: the server never starts anything moving.
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    setReduced(query ? query.matches : false);
    const onChange = (e: MediaQueryListEvent) => setReduced(e.matches);
    query?.addEventListener?.('change', onChange);
    return () => query?.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

export default function PromotionSlider({ label, slides, autoplay, intervalSeconds }: PromotionSliderProps) {
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const playing = mayAutoplay({ autoplay, count, paused: paused || held, reducedMotion });

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setCurrent((c) => stepSlide(c, 1, count)), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [playing, count, intervalSeconds]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    setCurrent((c) => stepSlide(c, e.key === 'ArrowRight' ? 1 : -1, count));
  };

  return (
    <section
      className="promotion-slider"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="slider-frame" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            id={`${baseId}-slide-${i}`}
            className={`slider-slide${i === current ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
          >
            <ResponsiveImage src={slide.image.url} alt={slide.image.alt} width={SLIDER_WIDTH} height={SLIDER_HEIGHT} sizes="100vw" eager={i === 0} />
            {(slide.heading || slide.text || slide.href) && (
              <div className="slider-caption">
                {slide.heading && <p className="slider-heading">{slide.heading}</p>}
                {slide.text && <p>{slide.text}</p>}
                {slide.href && (
                  <SmartLink href={slide.href} className="btn btn-primary">
                    {slide.linkLabel}
                  </SmartLink>
                )}
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slider-controls">
          <button type="button" className="slider-prev" onClick={() => setCurrent((c) => stepSlide(c, -1, count))}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Previous slide</span>
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="slider-dot"
              aria-controls={`${baseId}-slide-${i}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            >
              <span className="sr-only">Show slide {i + 1}</span>
            </button>
          ))}
          <button type="button" className="slider-next" onClick={() => setCurrent((c) => stepSlide(c, 1, count))}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Next slide</span>
          </button>
          {autoplay && !reducedMotion && (
            <button type="button" className="slider-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? 'Play' : 'Pause'}
              <span className="sr-only"> the slides</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
