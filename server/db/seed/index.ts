import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import type { ProfileStatus, Role } from '@core/domain/permissions';
import type { Db } from '../client';
import { accounts, profiles, users } from '../schema';
import { DEMO_PASSWORD } from '../../modules/auth/demo-accounts';
import { DEFAULT_TIME_ZONE, todayIn } from '@core/domain/calendar-dates';
import { seedOrders } from './orders';

export interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: ProfileStatus;
  phone?: string;
}

/** Fixed ids and a fixed clock so every seeded database is the same (tests rely on it). */
export const SEED_EPOCH = new Date('2026-01-05T14:00:00.000Z');

export const seedUsers: SeedUser[] = [
  { id: 'usr_demo_admin', email: 'admin@demo.test', firstName: 'Avery', lastName: 'Admin', role: 'admin', status: 'active', phone: '(512) 555-0100' },
  { id: 'usr_demo_agent', email: 'agent@demo.test', firstName: 'Erin', lastName: 'Escrow', role: 'agent', status: 'active', phone: '(512) 555-0101' },
  { id: 'usr_demo_client', email: 'client@demo.test', firstName: 'Casey', lastName: 'Buyer', role: 'client', status: 'active', phone: '(512) 555-0102' },
  { id: 'usr_demo_vendor', email: 'vendor@demo.test', firstName: 'Victor', lastName: 'Surveyor', role: 'vendor', status: 'active', phone: '(512) 555-0103' },
  { id: 'usr_demo_title', email: 'title.officer@demo.test', firstName: 'Terry', lastName: 'Title', role: 'agent', status: 'active' },
  { id: 'usr_demo_pending_agent', email: 'pending.agent@demo.test', firstName: 'Pat', lastName: 'Pending', role: 'agent', status: 'pending' },
  { id: 'usr_demo_pending_vendor', email: 'pending.vendor@demo.test', firstName: 'Morgan', lastName: 'Notary', role: 'vendor', status: 'pending' },
  { id: 'usr_demo_deactivated', email: 'former.agent@demo.test', firstName: 'Drew', lastName: 'Former', role: 'agent', status: 'deactivated' },
  { id: 'usr_demo_closer', email: 'closer@demo.test', firstName: 'Jamie', lastName: 'Closer', role: 'agent', status: 'active', phone: '(305) 555-0104' },
  { id: 'usr_demo_processor', email: 'processor@demo.test', firstName: 'Riley', lastName: 'Processor', role: 'agent', status: 'active', phone: '(512) 555-0105' },
  { id: 'usr_demo_client_b', email: 'seller@demo.test', firstName: 'Sam', lastName: 'Seller', role: 'client', status: 'active', phone: '(305) 555-0106' },
];

/** How many closing files the demo data set has. */
export const SEED_ORDER_COUNT = 300;

/** The demo staff, by the jobs the seeded orders assign them. */
export const seedStaff = {
  escrowOfficers: ['usr_demo_agent', 'usr_demo_closer'],
  titleOfficers: ['usr_demo_title'],
  processors: ['usr_demo_processor'],
  actorId: 'usr_demo_agent',
};

/** Seeds the demo data set. Returns false (and writes nothing) when the database has users. */
export async function seed(db: Db, options: { today?: string; orderCount?: number; withHistory?: boolean } = {}): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  // One hash for the shared demo password: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const [index, user] of seedUsers.entries()) {
      const createdAt = new Date(SEED_EPOCH.getTime() + index * 60_000);
      await tx.insert(users).values({
        id: user.id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        emailVerified: true,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(accounts).values({
        id: `acc_${user.id}`,
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: passwordHash,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(profiles).values({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        status: user.status,
        phone: user.phone ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await seedOrders(tx, {
      count: options.orderCount ?? SEED_ORDER_COUNT,
      withHistory: options.withHistory,
      // Dates are relative to the day of seeding so the demo always has closings this week.
      today: options.today ?? todayIn(DEFAULT_TIME_ZONE),
      staff: seedStaff,
      clients: [
        // Casey buys in several files; Sam sells in others, and in one of Casey's (shared file).
        { userId: 'usr_demo_client', firstName: 'Casey', lastName: 'Buyer', email: 'client@demo.test', role: 'buyer', orderIndexes: [35, 120, 205, 262, 296] },
        { userId: 'usr_demo_client_b', firstName: 'Sam', lastName: 'Seller', email: 'seller@demo.test', role: 'seller', orderIndexes: [120, 150, 240] },
      ],
    });
  });
  return true;
}
