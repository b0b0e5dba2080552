import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { defineScreen } from '../../route-screen';

/** Files for machines (sitemap, feeds) are the server's: a link to one loads it as a document. */
function LeaveApp() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  useEffect(() => window.location.replace(address), [address]);
  return null;
}

export default defineScreen(() => <LeaveApp />);
