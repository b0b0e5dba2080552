// footerGroupLinks: what a footer column shows (the footer block renders it, empty-footer-column checks it).
import { describe, expect, it } from 'vitest';
import { footerGroupLinks } from '../../runtime/lib/footer-links';
import type { Model } from '../../schemas/types/model';
import type { FooterGroup, NavLink } from '../../schemas/types/site';

const model = (name: string, slug: string, body: string) => ({ id: slug, name, slug, manufacturer_body: body }) as unknown as Model;
const models = [model('CX-5', 'cx-5', 'SUV'), model('Mazda3', 'mazda3', 'Hatch'), model('CX-30', 'cx-30', 'SUV'), model('MX-5', 'mx-5', '')];

describe('footerGroupLinks', () => {
  it.each<[string, FooterGroup, readonly Model[], NavLink[]]>([
    ['its own links', { title: 'Company', links: [{ label: 'About', href: '/about-us' }] }, models, [{ label: 'About', href: '/about-us' }]],
    ['no links', { title: 'Company' }, models, []],
    [
      'one link per model',
      { title: 'Models', menu: 'models' },
      models.slice(0, 2),
      [
        { label: 'CX-5', href: '/cx-5' },
        { label: 'Mazda3', href: '/mazda3' },
      ],
    ],
    [
      'one link per body type, first-listed order, blank bodies left out',
      { title: 'By body', menu: 'body-types' },
      models,
      [
        { label: 'SUV', href: '/models?body=suv' },
        { label: 'Hatch', href: '/models?body=hatch' },
      ],
    ],
    ['no models: an empty models column', { title: 'Models', menu: 'models' }, [], []],
    ['no model with a body: an empty body-types column', { title: 'By body', menu: 'body-types' }, [models[3]!], []],
  ])('%s', (_, group, list, expected) => expect(footerGroupLinks(group, list)).toEqual(expected));
});
