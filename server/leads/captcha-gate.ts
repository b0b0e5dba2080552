// The captcha gate of the requests that take something every visitor shares (issue 25): a car
// hold (POST /api/checkout/reservations) and a booking (POST /api/bookings) need a passed ALTCHA,
// the same shared challenges as leads (GET /api/altcha/challenge), each solution used once.
// A site with `captcha.provider: "off"` asks for none, as for its leads.
import { HttpError } from '../http/http-error';
import { log } from '../log';
import type { Tenant } from '../tenants/tenant';
import { CAPTCHA_FAILED_MESSAGE, type AltchaCaptcha } from './captcha';
import { captchaEnabled } from './lead-service';

/** Passes, or throws 400 "Captcha verification failed"; with no captcha service to ask, a site that wants one is refused. */
export async function requireCaptcha(
  captcha: AltchaCaptcha | undefined,
  tenant: Tenant,
  payload: unknown,
  context: { what: string; ip?: string },
): Promise<void> {
  if (!captchaEnabled(tenant)) return;
  const reason = captcha ? await captcha.verifyOnce(payload) : 'no captcha service';
  if (reason === undefined) return;
  log.warn({ tenant: tenant.slug, ip: context.ip, reason }, `${context.what} refused: captcha verification failed`);
  throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);
}
