import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Company, CompanyListQuerySchema, Contact, DirectoryQuerySchema } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { companies, contacts } from '../../db/schema';
import { escapeLike } from '../orders/order-filters';
import { loadCompanies, loadContacts } from './directory-query';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Substring or fuzzy match on the trigram-indexed search text, best match first. */
function search(column: typeof contacts.searchText | typeof companies.searchText, q: string | undefined) {
  if (!q) return { where: undefined, rank: [] as SQL[] };
  const needle = q.toLowerCase();
  return {
    where: or(ilike(column, `%${escapeLike(needle)}%`), sql`${needle} <% ${column}`),
    rank: [desc(sql`word_similarity(${needle}, ${column})`)],
  };
}

export async function listContacts(db: Db, query: z.output<typeof DirectoryQuerySchema>): Promise<Page<Contact>> {
  const { where, rank } = search(contacts.searchText, query.q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: contacts.id })
      .from(contacts)
      .where(where)
      .orderBy(...rank, asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(contacts).where(where),
  ]);
  return { items: await loadContacts(db, rows.map((row) => row.id)), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function listCompanies(db: Db, query: z.output<typeof CompanyListQuerySchema>): Promise<Page<Company>> {
  const { where: matches, rank } = search(companies.searchText, query.q);
  const where = and(matches, query.kind ? eq(companies.kind, query.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: companies.id })
      .from(companies)
      .where(where)
      .orderBy(...rank, asc(companies.name), asc(companies.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return { items: await loadCompanies(db, rows.map((row) => row.id)), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
