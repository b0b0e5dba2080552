// Everything the garage, checkout, booking and lookup routes share, created once by startServer
// over the garage store: DATA_DIR/garage.sqlite, or the PostgreSQL of DATABASE_URL that every
// server shares (server/store/database.ts).
import type { Router } from 'express';
import { Router as router } from 'express';
import { HoldStore } from '../checkout/hold-store';
import { withHeldCars } from '../checkout/held-cars-search';
import { sharedStock } from '../stock/stock-sync';
import { paymentProviderFor } from '../checkout/payment-providers';
import { ReserveService } from '../checkout/reserve-service';
import { checkoutRoutes } from '../checkout/checkout-routes';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { MailOutbox } from '../mail/mail-outbox';
import { mailTransport } from '../mail/mail-transport';
import type { SearchProvider } from '../search/search-provider';
import { GarageAccounts } from './garage-accounts';
import { GARAGE_AREA, type GarageTables } from './garage-schema';
import { openStore, storeConfig, type Store } from '../store/database';
import { garageRoutes } from './garage-routes';
import { BookingStore } from '../dashboard/booking-store';
import { dashboardClientFromEnv } from '../dashboard/dashboard-client';
import { WebsiteSessions } from '../dashboard/website-sessions';
import { dashboardRoutes } from '../dashboard/dashboard-routes';
import { slotBookingHook } from '../dashboard/lead-slot-booking';
import { log } from '../log';
import { lookupRoutes } from '../lookups/lookup-routes';
import { mockLeadRoutes, mockLeadsEnabled } from '../lookups/mock-lead-routes';
import { serviceFromEnv } from '../lookups/http-lookup';
import { RemoteVehicleLookup } from '../lookups/remote-vehicle-lookup';
import { LocalVehicleLookup } from '../lookups/vehicle-lookup';

export interface GarageServices {
  store: Store<GarageTables>;
  accounts: GarageAccounts;
  mail: MailOutbox;
  holds: HoldStore;
  bookings: BookingStore;
  /** The search provider with held cars shown as reserved; startServer indexes through it. */
  search: SearchProvider;
  /** Set once the lead pipeline exists (reserve leads go through it). */
  attach(leads: LeadPipeline): void;
  /** The /api routes: garage, checkout, dashboard and bookings, lookups, Car Clarity. */
  routes(): Router;
  /** /mock/leads in mock mode (LEADS_MODE=mock), else nothing. */
  mockRoutes(): Router;
  /** 'mock' with LEADS_MODE=mock: pages tell the browser to post leads to /mock/leads. */
  leadsMode: 'mock' | undefined;
  /** The website session data pages are rendered with, from the same dashboard client. */
  websiteSessions: WebsiteSessions;
  close(): Promise<void>;
}

interface GarageOptions {
  dataDir: string;
  now?: () => number;
  env?: NodeJS.ProcessEnv;
}

export async function createGarageServices(search: SearchProvider, options: GarageOptions): Promise<GarageServices> {
  const now = options.now ?? Date.now;
  const env = options.env ?? process.env;
  const config = storeConfig(options.dataDir, env);
  const store = await openStore<GarageTables>(GARAGE_AREA, config);
  const accounts = new GarageAccounts(store, now);
  const mail = new MailOutbox(store, mailTransport(options.dataDir, env), now);
  const holds = new HoldStore(store, now);
  const bookings = new BookingStore(store, now);
  const dashboard = dashboardClientFromEnv(env, (message, detail) => log.warn(detail ?? {}, message));
  const heldSearch = withHeldCars(search, holds);
  let leads: LeadPipeline | undefined;
  let reserve: ReserveService | undefined;
  const reserveService = () =>
    (reserve ??= new ReserveService(holds, heldSearch, leads, paymentProviderFor(env, now), (slug) => sharedStock()?.holdsChanged(slug) ?? Promise.resolve()));
  mail.start();
  return {
    store,
    accounts,
    mail,
    holds,
    bookings,
    search: heldSearch,
    leadsMode: mockLeadsEnabled(env) ? 'mock' : undefined,
    websiteSessions: new WebsiteSessions(dashboard),
    attach(pipeline) {
      leads = pipeline;
      pipeline.service.commitHook = slotBookingHook(bookings, dashboard, () => leads);
      reserve = undefined;
    },
    routes() {
      const api = router();
      api.use(garageRoutes({ accounts, holds, mail }));
      api.use(checkoutRoutes(reserveService(), holds));
      api.use(dashboardRoutes(bookings, dashboard, () => leads));
      const lookup = new RemoteVehicleLookup(serviceFromEnv('NEVDIS', 'NEVDIS', env), serviceFromEnv('Autograb', 'AUTOGRAB', env), new LocalVehicleLookup(now));
      api.use(lookupRoutes({ lookup, carClarity: serviceFromEnv('Car Clarity', 'CAR_CLARITY', env), leads: () => leads }));
      return api;
    },
    mockRoutes() {
      return mockLeadsEnabled(env) ? mockLeadRoutes() : router();
    },
    async close() {
      await mail.stop();
      await store.close();
    },
  };
}
