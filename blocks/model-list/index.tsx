import type { ModelListProps } from './props';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { ModelCard } from '../../runtime/ui/model-card';
import { SmartLink } from '../../runtime/ui/smart-link';
import './style.css';

export default function ModelList({ heading, showBodyTabs }: ModelListProps) {
  const data = useBlockData(contract);
  if (!data) return null;
  const { bodies, body, models } = data;
  const current = bodies.find((b) => b.slug === body);
  return (
    <section className="model-list container">
      <h1>{current ? `${heading}: ${current.label}` : heading}</h1>
      {showBodyTabs && bodies.length > 1 && (
        <nav aria-label="Body types">
          <ul className="model-body-tabs">
            <li>
              <SmartLink href="/models" aria-current={body === '' ? 'page' : undefined}>
                All models
              </SmartLink>
            </li>
            {bodies.map((b) => (
              <li key={b.slug}>
                <SmartLink href={b.href} aria-current={b.slug === body ? 'page' : undefined}>
                  {b.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="model-grid">
        {models.map((m) => (
          <ModelCard key={m.id} model={m} />
        ))}
      </div>
    </section>
  );
}
