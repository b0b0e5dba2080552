import type { ButtonGroupProps } from './props';
import { LinkButton } from '../../runtime/ui/link-button';

export default function ButtonGroup({ heading, text, align, buttons }: ButtonGroupProps) {
  return (
    <section className={`button-group container button-group-${align}`}>
      {heading && <h2>{heading}</h2>}
      {text && <p className="button-group-text">{text}</p>}
      <div className="button-row">
        {buttons.map((b) => (
          <LinkButton key={b.label + b.href} {...b} />
        ))}
      </div>
    </section>
  );
}
