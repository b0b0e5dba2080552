import { BlockPage } from '../../block-page';
import { defineScreen } from '../../route-screen';
import { part as notFound } from '../not-found/screen';

const NotFound = notFound.Component;

// A content page whose data is missing (its loader answered 404) shows the 404 page.
export default defineScreen((entry, status) => (status === 404 ? <NotFound /> : <BlockPage pageId={entry.page!} />));
