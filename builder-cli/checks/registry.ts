// Every linter check, one line each. Adding a check: a module here, its test in
// tests/unit/checks/, a line below, a page in docs/checks/ (see docs/checks/README.md).
import type { CheckCode, RuleCode } from '../../server/tenants/problem';
import type { Check } from './check';
import auDriveAwayPrice from './au-drive-away-price';
import duplicateDomain from './duplicate-domain';
import imageDimensions from './image-dimensions';
import internalLink from './internal-link';
import leadDelivery from './lead-delivery';
import localePhone from './locale-phone';
import localePostcode from './locale-postcode';
import missingImage from './missing-image';
import nswDealerLicence from './nsw-dealer-licence';
import nzConsumerInformation from './nz-consumer-information';
import offerModel from './offer-model';
import openingHours from './opening-hours';
import schemaRef from './schema-ref';
import shadowedRoute from './shadowed-route';
import trailingSlash from './trailing-slash';
import unknownManufacturer from './unknown-manufacturer';
import unreachablePage from './unreachable-page';
import usZipCode from './us-zip-code';
import vicUsedTotalPrice from './vic-used-total-price';

export const CHECKS: readonly Check[] = [
  unknownManufacturer,
  duplicateDomain,
  localePhone,
  localePostcode,
  missingImage,
  imageDimensions,
  offerModel,
  openingHours,
  leadDelivery,
  unreachablePage,
  internalLink,
  trailingSlash,
  shadowedRoute,
  schemaRef,
  auDriveAwayPrice,
  nswDealerLicence,
  vicUsedTotalPrice,
  nzConsumerInformation,
  usZipCode,
];

/**
 * The loader's own rules (server/tenants): the server refuses a tenant that breaks one, so they
 * always run, as errors, and are documented together in docs/rule-codes.md.
 */
export const LOADER_CODES: readonly RuleCode[] = [
  'json-syntax',
  'schema',
  'unknown-property',
  'block-type',
  'block-props',
  'layout-props',
  'duplicate-path',
  'missing-reference',
  'unknown-template',
  'unknown-token',
  'slug-mismatch',
  'missing-document',
  'stock-row',
  'unknown-field-type',
  'schema-version',
];

export function checkOf(code: string): Check | undefined {
  return CHECKS.find((c) => c.meta.code === code);
}

export function docsOfCode(code: RuleCode | CheckCode): string {
  return checkOf(code)?.meta.docs ?? `docs/rule-codes.md#${code}`;
}
