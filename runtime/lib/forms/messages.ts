// Field messages, word for word from spec section 5 where the spec gives them; the rest (marked)
// are ours, for field types the spec lists without a rule.

export const REQUIRED_MESSAGE = '*This is a required field.';
export const EMAIL_MESSAGE = 'invalid email address';
export const NAME_MESSAGE = 'Please use alphabetical characters only.';
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
export const PHONE_TOO_LONG_MESSAGE = 'Invalid phone number. Too many characters.';
export const AU_PHONE_MESSAGE = 'Must be an Australian number.';
export const AU_MOBILE_MESSAGE = 'Must be an Australian mobile number.';
export const NZ_PHONE_MESSAGE = 'Must be a New Zealand number.';
export const US_PHONE_MESSAGE = 'Must be a US number.';

// Not in the spec (the combined pattern and the field types below have no wording there).
export const ZIP_CODE_MESSAGE = 'Invalid ZIP code. Please enter a 5-digit number.';
export const AU_NZ_UK_PHONE_MESSAGE = 'Must be an Australian, New Zealand or UK number.';
export const CARD_NUMBER_MESSAGE = 'Invalid card number.';
export const CARD_EXPIRY_MESSAGE = 'Invalid expiry date. Please use MM/YY.';
export const DATE_TIME_MESSAGE = 'Please choose a date and time.';
export const DATE_MESSAGE = 'Please enter a valid date.';
export const DOB_MESSAGE = 'Please enter a valid date of birth.';
export const LETTERS_AND_DIGITS_MESSAGE = 'Please use letters and numbers only.';
export const INVALID_VALUE_MESSAGE = 'Invalid value.';
export const CHOOSE_OPTION_MESSAGE = 'Please choose one of the options.';

/** The `error` of a 422 lead answer: what the multi-step form alerts (spec section 8). */
export const INVALID_LEAD_MESSAGE = 'Please check the highlighted fields.';
