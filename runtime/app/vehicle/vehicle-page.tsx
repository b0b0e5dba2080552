// The vehicle detail page (/cars/{slug}, or the template's base path): gallery, key facts,
// price and tag, the site's action buttons, dealer comments, repayment calculator, location and
// similar cars. A sold car inside the sold window shows JUST SOLD and a find-similar action;
// any other unavailable car is a 404 with other stock.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import FinanceCalculator from '../../../blocks/finance-calculator';
import type { FinanceCalculatorProps } from '../../../blocks/finance-calculator/props';
import type { Car } from '../../../schemas/types/car';
import { EVENT, trackEvent } from '../../data/events';
import { useSite } from '../../data/site-context';
import { useTenantData } from '../../data/tenant-data';
import { useVehicle } from '../../data/vehicle';
import { conditionLabel, displayTag } from '../../lib/display-tag';
import { formatPrice, hasPrice } from '../../lib/format';
import { calculatorShown } from '../../lib/vehicle/finance';
import { keyFacts } from '../../lib/vehicle/key-facts';
import { carLeadPrefill, findSimilarMessage } from '../../lib/vehicle/lead';
import { carPhone, MISSING_PHONE_WARNING } from '../../lib/vehicle/phone';
import { stockPath, type VehiclePageData } from '../../lib/vehicle-route';
import { FavouriteToggle } from '../../ui/favourite-toggle';
import { Prose } from '../../ui/prose';
import { SmartLink } from '../../ui/smart-link';
import { FormModal, type FormRequest } from './form-modal';
import { Gallery } from './gallery';
import { UnavailableVehicle, SimilarCars } from './unavailable-vehicle';
import { VehicleActions } from './vehicle-actions';
import { VehicleHead } from './vehicle-head';
import { VehicleLocation } from './vehicle-location';

import '../../styles/vehicle.css';

export default function VehiclePage() {
  const { slug = '' } = useParams();
  const { fetchedAt, ...data } = useVehicle(slug);
  if (!data.car) return <UnavailableVehicle similar={data.similar} now={fetchedAt} />;
  return <VehicleDetail key={data.car.slug} car={data.car} data={data} now={fetchedAt} />;
}

type Modal = FormRequest & { opener: HTMLElement | null };

function VehicleDetail({ car, data, now }: { car: Car; data: VehiclePageData; now: number }) {
  const site = useSite();
  const locations = useTenantData('locations');
  const [modal, setModal] = useState<Modal | null>(null);
  const phone = carPhone(car);
  useEffect(() => {
    if (!phone) console.warn(MISSING_PHONE_WARNING, { car_id: car.id });
  }, [phone, car.id]);

  const sold = data.availability === 'sold';
  const location = locations.find((l) => l.slug === car.location?.slug);
  const address = location?.address ?? site.address;
  const tag = displayTag(car, { fuelTagEnabled: site.display?.fuel_tag === true, certifiedLogo: site.display?.certified_logo === true }, now);
  const price = formatPrice(car.price, site.vehicles.noPriceText, site.locale);
  const prefill = carLeadPrefill(car);

  const openForm = (formName: string, title: string, opener: HTMLElement, extra: Record<string, unknown> = {}) =>
    setModal({ formName, title, prefill: { ...prefill, ...extra }, opener });
  const closeForm = () => {
    modal?.opener?.focus();
    setModal(null);
  };
  const findSimilar = (opener: HTMLElement) => openForm('find-similar', 'Find Similar', opener, { message: findSimilarMessage(car, data.availability) });
  const print = () => {
    trackEvent(EVENT.printPdf, { car_id: car.id });
    window.print();
  };

  return (
    <article className="container vehicle-page">
      <VehicleHead car={car} address={address} phone={phone} />
      <p className="vehicle-back no-print">
        <SmartLink href={stockPath(site)}>‹ All {site.vehicles.plural}</SmartLink>
      </p>
      <div className="vehicle-layout">
        <div className="vehicle-media">
          <Gallery car={car} onRequestPhotos={sold ? undefined : (opener) => openForm('request-photos', 'Request Photos', opener)} />
        </div>

        <aside className="vehicle-summary" aria-label="Price and actions">
          <p className="vehicle-badges">
            <span className={`car-condition car-condition-${car.car_type}`}>{conditionLabel(car.car_type, site)}</span>
            {tag && <span className={`vehicle-tag car-tag-${tag.kind}`}>{tag.text}</span>}
          </p>
          <h1 className="vehicle-title">{car.name}</h1>
          {sold ? (
            <p className="vehicle-sold-note">This {site.vehicles.singular} has been sold.</p>
          ) : (
            <p className={`vehicle-price${hasPrice(car.price) ? '' : ' vehicle-price-none'}`}>{price}</p>
          )}
          {car.stocknum && <p className="vehicle-stock">Stock No. {car.stocknum}</p>}
          {sold && (
            <button type="button" className="btn btn-primary vehicle-find-similar" onClick={(e) => findSimilar(e.currentTarget)}>
              Find similar
            </button>
          )}
          <VehicleActions actions={data.actions} car={car} openForm={openForm} />
          <div className="vehicle-tools no-print">
            <FavouriteToggle car={car} showText />
            <button type="button" className="btn btn-outline btn-small" onClick={print}>
              Print
            </button>
          </div>
        </aside>

        <div className="vehicle-details">
          <KeyFacts car={car} showVin={data.settings.showVin} />
          {car.description && (
            <section className="vehicle-comments" aria-labelledby="vehicle-comments-title">
              <h2 id="vehicle-comments-title">Dealer Comments</h2>
              <Prose html={car.description} />
            </section>
          )}
          {calculatorShown(car, data.availability, data.settings) && (
            <FinanceCalculator {...(data.settings.financeCalculator.props as unknown as FinanceCalculatorProps)} car={car} price={Math.round(car.price!)} />
          )}
          <VehicleLocation car={car} location={location} address={address} />
        </div>
      </div>
      {data.similar.length > 0 && <SimilarCars cars={data.similar} now={now} heading={`Similar ${site.vehicles.plural}`} />}
      {modal && <FormModal request={modal} car={car} onClose={closeForm} />}
    </article>
  );
}

function KeyFacts({ car, showVin }: { car: Car; showVin: boolean }) {
  const site = useSite();
  const facts = keyFacts(car, site.locale, showVin);
  return (
    <section className="vehicle-facts" aria-labelledby="vehicle-facts-title">
      <h2 id="vehicle-facts-title">Key facts</h2>
      <dl>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
