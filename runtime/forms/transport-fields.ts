// Lead keys the server consumes and never stores (server/leads/lead-service.ts).

/** The honeypot: hidden from people, left empty; a filled one gets the lead refused. */
export const HONEYPOT_FIELD = 'website_url';
/** The ALTCHA widget's payload, on the request that creates a lead. */
export const CAPTCHA_FIELD = 'altcha';
