// What a failed lead submit shows (spec section 8). Apart from the step rules so that a page
// can word a failure without loading them.

/** Spec section 8 wording (the misspelling is the product's). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured';
export const GENERIC_FORM_ERROR_MESSAGE = 'An error occurred when submitting this form';

export interface FailureFeedback {
  /** Text of the window.alert. */
  alert: string;
  /** Text of the error banner on the form. */
  banner: string;
}

/**
 * A failed submit: a multi-step form alerts the server's error text (or the unexpected-error
 * text) and shows it on the step; a generic (one-step) form alerts its fixed sentence and shows
 * the server's text, or that sentence, in its banner.
 */
export function failureFeedback(multiStep: boolean, serverMessage: string | null | undefined): FailureFeedback {
  const message = serverMessage?.trim() || '';
  if (multiStep) {
    const text = message || UNEXPECTED_ERROR_MESSAGE;
    return { alert: text, banner: text };
  }
  return { alert: GENERIC_FORM_ERROR_MESSAGE, banner: message || GENERIC_FORM_ERROR_MESSAGE };
}
