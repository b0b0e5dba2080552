import type { CardGridProps } from './props';
import { SmartLink } from '../../runtime/ui/smart-link';

export default function CardGrid({ heading, intro, columns = 3, cards }: CardGridProps) {
  const Title = heading ? 'h3' : 'h2';
  return (
    <section className="card-grid container">
      {heading && <h2>{heading}</h2>}
      {intro && <p className="card-grid-intro">{intro}</p>}
      <ul className={`cards cards-${columns}`}>
        {cards.map((card, i) => (
          <li className="card" key={i}>
            {card.image && (
              <img
                className="card-image"
                src={card.image.url}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                loading="lazy"
                decoding="async"
              />
            )}
            <div className="card-body">
              <Title className="card-title">{card.title}</Title>
              {card.text && <p>{card.text}</p>}
              {card.href && (
                // The link stretches over the whole card (CSS); its hidden suffix names the card for screen readers.
                <SmartLink href={card.href} className="card-link">
                  {card.linkLabel ?? 'Learn more'}
                  <span className="sr-only">: {card.title}</span>
                </SmartLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
