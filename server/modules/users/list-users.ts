import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserListQuerySchema, UserListResponse } from '@core/contracts/users';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { presentUser } from './users.presenter';
import { userColumns } from './user-query';

type ParsedQuery = z.output<typeof UserListQuerySchema>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listUsers(db: Db, query: ParsedQuery): Promise<UserListResponse> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(profiles.status, query.status));
  if (query.role) conditions.push(eq(profiles.role, query.role));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(profiles.firstName, pattern), ilike(profiles.lastName, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      // Pending accounts first: they are what an admin comes here for.
      .orderBy(desc(eq(profiles.status, 'pending')), desc(users.createdAt), users.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { items: rows.map(presentUser), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
