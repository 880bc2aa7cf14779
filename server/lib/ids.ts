import { randomUUID } from 'node:crypto';

/** Opaque, unguessable row ids with a readable prefix (`ord_…`, `con_…`): ids never leak counts. */
export function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}
