import type { HeroProps } from './props';
import { LinkButton } from '../../runtime/ui/link-button';

export default function Hero({ heading, subheading, eyebrow, image, align, buttons = [] }: HeroProps) {
  return (
    <section className={`hero hero-${align}${image ? ' hero-with-image' : ''}`}>
      {image && <img className="hero-image" src={image.url} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="async" />}
      <div className="hero-body container">
        {eyebrow && <p className="hero-eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        {subheading && <p className="hero-subheading">{subheading}</p>}
        {buttons.length > 0 && (
          <div className="button-row">
            {buttons.map((b) => (
              <LinkButton key={b.label + b.href} {...b} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
