// The car's photos: one large picture with thumbnails. Arrow keys, Home and End move through them
// wherever focus is in the gallery. Until the large picture arrives, its box shows the thumbnail
// the browser already has (spec section 9), not a blank placeholder. Only the large picture and the
// first thumbnail load at once; the other thumbnails are lazy like every other image.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Car } from '../../../schemas/types/car';
import { galleryImages, stepIndex } from '../../lib/vehicle/gallery';
import { imageSources, imageUrl } from '../../lib/image-url';
import { useSite } from '../../data/site-context';
import { PLACEHOLDER_IMAGE } from '../../ui/car-card';
import { ResponsiveImage } from '../../ui/responsive-image';

const MAIN_WIDTH = 800;
const MAIN_HEIGHT = 600;
const SIZES = '(min-width: 992px) 58vw, 100vw';
const THUMB_WIDTH = 120;
const THUMB_HEIGHT = 90;

export function Gallery({ car, onRequestPhotos }: { car: Car; onRequestPhotos?: (opener: HTMLElement) => void }) {
  const images = galleryImages(car);
  const site = useSite();
  const quality = site.display?.image_quality;
  const hosts = site.display?.image_hosts ?? [];
  const [index, setIndex] = useState(0);
  const thumbs = useRef<HTMLUListElement>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <section className="gallery gallery-empty" aria-label={`Photos of ${car.name}`}>
        <div className="gallery-main">
          <img className="vehicle-placeholder" src={PLACEHOLDER_IMAGE} alt="" width={MAIN_WIDTH} height={MAIN_HEIGHT} />
        </div>
        {onRequestPhotos && (
          <div className="gallery-request">
            <p>No photos of this vehicle yet.</p>
            <button type="button" className="btn btn-primary" onClick={(e) => onRequestPhotos(e.currentTarget)}>
              Request Photos
            </button>
          </div>
        )}
      </section>
    );
  }

  const current = images[Math.min(index, count - 1)]!;
  const show = (next: number) => {
    setIndex(next);
    // Keyboard users moving through the thumbnails keep focus on the one now shown.
    const buttons = thumbs.current?.querySelectorAll('button');
    if (buttons && thumbs.current?.contains(document.activeElement)) buttons[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: stepIndex(index, 1, count), ArrowLeft: stepIndex(index, -1, count), Home: 0, End: count - 1 };
    const next = moves[e.key];
    if (next === undefined || count < 2) return;
    e.preventDefault();
    show(next);
  };

  return (
    <section className="gallery" aria-label={`Photos of ${car.name}`} onKeyDown={onKeyDown}>
      <div className="gallery-main" style={{ backgroundImage: `url("${imageUrl(current.thumb, 256, quality, undefined, hosts)}")` }}>
        <img
          key={current.src}
          {...imageSources(current.src, { width: MAIN_WIDTH, sizes: SIZES, quality, hosts })}
          alt={count > 1 ? `${car.name}, photo ${index + 1} of ${count}` : car.name}
          width={MAIN_WIDTH}
          height={MAIN_HEIGHT}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {count > 1 && (
          <>
            <button type="button" className="gallery-step gallery-prev" aria-label="Previous photo" onClick={() => show(stepIndex(index, -1, count))}>
              ‹
            </button>
            <button type="button" className="gallery-step gallery-next" aria-label="Next photo" onClick={() => show(stepIndex(index, 1, count))}>
              ›
            </button>
            <p className="gallery-count" aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul ref={thumbs} className="gallery-thumbs" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={image.src + i}>
              <button type="button" aria-label={`Photo ${i + 1}`} aria-current={i === index ? 'true' : undefined} onClick={() => show(i)}>
                {i === 0 ? (
                  // The first thumbnail is the large picture's placeholder (its backdrop): at once.
                  <img
                    {...imageSources(image.thumb, { width: THUMB_WIDTH, quality, hosts })}
                    alt=""
                    width={THUMB_WIDTH}
                    height={THUMB_HEIGHT}
                    decoding="async"
                  />
                ) : (
                  // The others wait until near the viewport (200px): they do not compete with the
                  // hero, the page's LCP image, and the server renders no preload for them.
                  <ResponsiveImage src={image.thumb} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
