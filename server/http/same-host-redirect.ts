// Every redirect the app sends stays on the tenant's own host, whatever route computed it
// (legacy /pages/ links, SSR search paths ...): res.redirect's location goes through sameHostPath.
import type { RequestHandler, Response } from 'express';
import { sameHostPath } from '../../runtime/lib/links';

export function sameHostRedirects(): RequestHandler {
  return (_req, res, next) => {
    const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
    (res as Response & { redirect: unknown }).redirect = (a: number | string, b?: number | string) => {
      const [status, url] = typeof a === 'number' ? [a, String(b)] : [typeof b === 'number' ? b : 302, a];
      redirect(status, sameHostPath(url));
    };
    next();
  };
}
