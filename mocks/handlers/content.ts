/** content: public documents (no token). */
import { db } from '../db';
import { isoBangkok } from '../db/clock';
import { ok, raise } from './support/respond';
import { route } from './support/route';

export const contentHandlers = [
  route('GET', '/api/Content/Document', 'getDocument', { security: 'public' }, ({ query }) => {
    const d = db.documents.findFirst((q) => q.where({ kind: query.kind }));
    if (!d) raise('NOT_FOUND');
    return ok({ kind: d.kind, title: d.title, html: d.html, version: d.version, updated_at: isoBangkok(d.updated_at) });
  }),
];
