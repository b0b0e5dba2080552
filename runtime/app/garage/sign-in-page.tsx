// /sign-in?type=finance&redirect=/finance: garage sign-in, then back to where the visitor came
// from (a path on this site only); type=finance without a redirect returns to the finance form.
import { useNavigate, useSearchParams } from 'react-router';
import { useSite } from '../../data/site-context';
import { safeRedirect } from '../../lib/garage/sign-in-rules';
import { PageHead } from '../page-head';
import { SignInForm } from './sign-in-form';

import '../../styles/garage.css';

export default function SignInPage() {
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finance = params.get('type') === 'finance';
  const target = safeRedirect(params.get('redirect'), finance ? '/finance#finance-form' : site.garage_path?.trim() || '/my-garage');
  return (
    <section className="container garage-page">
      <PageHead title={`Sign in | ${site.name}`} noindex />
      <h1>{finance ? 'Sign in to apply for finance' : 'Sign in'}</h1>
      <SignInForm
        intro={
          finance
            ? 'Sign in with your email address and we will take you back to your finance application.'
            : `Sign in with your email address: no password needed.`
        }
        onSignedIn={() => void navigate(target)}
      />
    </section>
  );
}
