import type { FooterProps } from './props';
import { useNow } from '../../runtime/data/render-clock';
import { useSite } from '../../runtime/data/site-context';
import { zonedTime } from '../../runtime/lib/zoned-time';
import { useShellData } from '../../runtime/data/tenant-data';
import { displayedLocations } from '../../runtime/ui/locations';
import { PostalAddress } from '../../runtime/ui/postal-address';
import { footerGroupLinks } from '../../runtime/lib/footer-links';
import { PhoneLink } from '../../runtime/ui/phone-link';
import { SmartLink } from '../../runtime/ui/smart-link';
import { SiteWidgets } from './site-widgets';

export default function Footer({ showLocations = true, legal }: FooterProps) {
  const site = useSite();
  // The hydration-safe clock, in the site's zone: server and first browser render agree on the year.
  const year = zonedTime(useNow(), site.timezone).date.slice(0, 4);
  const models = useShellData('models');
  const allLocations = useShellData('locations');
  const locations = showLocations ? displayedLocations(allLocations, { slugs: site.locations }) : [];
  const social = [
    { label: 'Facebook', href: site.facebook_url },
    { label: 'Instagram', href: site.instagram_url },
  ].filter((s): s is { label: string; href: string } => Boolean(s.href));

  return (
    <footer className="site-footer">
      <div className="container">
        {site.navigation.footer.length > 0 && (
          <nav className="footer-groups" aria-label="Footer">
            {site.navigation.footer.map((group) => (
              <div className="footer-group" key={group.title}>
                <h2 className="footer-heading">{group.title}</h2>
                <ul>
                  {footerGroupLinks(group, models).map((link) => (
                    <li key={link.label + link.href}>
                      <SmartLink href={link.href}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}

        {locations.length > 0 && (
          <ul className="footer-locations" aria-label="Our locations">
            {locations.map((location) => (
              <li key={location.id}>
                <strong>{location.name}</strong>
                <PostalAddress address={location.address} />
                {location.contact_detail.phone && <PhoneLink phone={location.contact_detail.phone} />}
              </li>
            ))}
          </ul>
        )}

        {social.length > 0 && (
          <ul className="footer-social" aria-label="Social media">
            {social.map((s) => (
              <li key={s.label}>
                <SmartLink href={s.href}>
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        )}

        {legal && <p className="footer-legal">{legal}</p>}
        <p className="footer-copyright">
          © {year} {site.name}
        </p>
      </div>
      <SiteWidgets site={site} models={models} />
    </footer>
  );
}
