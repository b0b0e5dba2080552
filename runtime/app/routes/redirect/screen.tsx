import { defineScreen } from '../../route-screen';
import { part as notFound } from '../not-found/screen';

const NotFound = notFound.Component;

// Answered before rendering (a 301, or the server's file): shown only if a stale table points here.
export default defineScreen(() => <NotFound />);
