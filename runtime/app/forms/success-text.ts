// What /success says for the category of the lead just sent (spec section 2: "/success thanks
// the visitor per category"). US sites spell "inquiry".
import { localeMessages } from '../../lib/locale-messages';

interface SuccessText {
  heading: string;
  message: string;
}

const CONTACT_SOON = 'One of our team will be in touch shortly.';

export function successText(category: string | null, locale: string): SuccessText {
  const enquiry = localeMessages(locale).enquiry.toLowerCase();
  const thanks = (what: string, message = CONTACT_SOON): SuccessText => ({ heading: `Thank you for your ${what}`, message });
  switch (category) {
    case 'test-drive':
      return thanks('test drive booking', 'We will contact you shortly to confirm a time for your test drive.');
    case 'finance':
      return thanks('finance application', 'Our finance team will review your details and contact you shortly.');
    case 'trade-in':
      return thanks('trade-in valuation request', 'We will be in touch shortly with a valuation for your vehicle.');
    case 'sell-my-car':
      return thanks(enquiry, 'We will be in touch shortly to talk about selling your vehicle.');
    case 'service':
      return thanks('service booking', 'Our service team will contact you shortly to confirm your booking.');
    case 'parts':
      return thanks(`parts ${enquiry}`, 'Our parts team will be in touch shortly.');
    case 'careers':
      return thanks('application', 'Thanks for your interest in joining our team. We will be in touch if your experience matches a role.');
    case 'request-photos':
      return thanks('request', 'We will send you more photos of this vehicle shortly.');
    case 'find-similar':
      return thanks('request', 'We will let you know about similar vehicles shortly.');
    default:
      return thanks(enquiry);
  }
}
