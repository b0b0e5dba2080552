// What a postcode field is called: a ZIP code on US sites. Apart from the rule so the locale
// catalogue can name it without the form messages.
export const POSTCODE_LABELS = { au: 'Postcode', us: 'ZIP code' } as const;
