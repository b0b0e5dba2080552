// /success: thanks the visitor for the lead just sent, by its category, with the way home and
// to the stock.
import { useLocation } from 'react-router';
import { useSite } from '../../data/site-context';
import { SmartLink } from '../../ui/smart-link';
import { PageHead } from '../page-head';
import { successText } from './success-text';

import '../../styles/forms.css';

export default function SuccessPage() {
  const site = useSite();
  const { search } = useLocation();
  const text = successText(new URLSearchParams(search).get('category'), site.locale);
  return (
    <section className="success-page container">
      <PageHead title={`${text.heading} | ${site.name}`} noindex />
      <h1>{text.heading}</h1>
      <p className="success-message">{text.message}</p>
      <p className="success-links">
        <SmartLink href={site.default_search_path || `${site.vehicles.basePath}/`} className="btn btn-primary">
          Browse our {site.vehicles.plural}
        </SmartLink>
        <SmartLink href="/" className="btn btn-outline">
          Back to home
        </SmartLink>
      </p>
    </section>
  );
}
