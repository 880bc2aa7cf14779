import { sql } from 'drizzle-orm';
import type { PartyRole, PropertyType, TransactionType } from '@core/contracts/orders';
import { addDays } from '@core/domain/calendar-dates';
import { renderFileNumber, sequenceScope } from '@core/domain/file-number';
import { lifecycle, phaseOf, type OrderStatus } from '@core/domain/order-status';
import type { Db } from '../client';
import { auditEvents, companies, contacts, offices, officeSequences, orderParties, orders, orderStatusEvents, underwriters } from '../schema';

/** A small fixed-seed PRNG (mulberry32): the same data set every time for the same anchor date. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof createRandom>;

export const seedOffices = [
  { id: 'ofc_austin', name: 'Austin – Downtown', code: 'AUS', numberingFormat: 'AUS-{YY}-{SEQ:5}', state: 'TX', street: '301 Congress Ave, Suite 1200', city: 'Austin', zip: '78701', phone: '(512) 555-0150' },
  { id: 'ofc_miami', name: 'Miami – Brickell', code: 'MIA', numberingFormat: 'MIA{YY}{MM}-{SEQ:4}', state: 'FL', street: '1200 Brickell Ave, Suite 800', city: 'Miami', zip: '33131', phone: '(305) 555-0160' },
];

export const seedUnderwriters = [
  { id: 'und_first_american', name: 'First American Title Insurance Company', code: 'FATIC' },
  { id: 'und_stewart', name: 'Stewart Title Guaranty Company', code: 'STG' },
];

const places: Record<'TX' | 'FL', readonly { city: string; county: string; zips: readonly string[] }[]> = {
  TX: [
    { city: 'Austin', county: 'Travis County', zips: ['78702', '78704', '78723', '78745', '78751', '78757'] },
    { city: 'Pflugerville', county: 'Travis County', zips: ['78660'] },
    { city: 'Round Rock', county: 'Williamson County', zips: ['78664', '78681'] },
    { city: 'Cedar Park', county: 'Williamson County', zips: ['78613'] },
    { city: 'Georgetown', county: 'Williamson County', zips: ['78626', '78628'] },
  ],
  FL: [
    { city: 'Miami', county: 'Miami-Dade County', zips: ['33125', '33133', '33137', '33145'] },
    { city: 'Coral Gables', county: 'Miami-Dade County', zips: ['33134', '33146'] },
    { city: 'Homestead', county: 'Miami-Dade County', zips: ['33030'] },
    { city: 'Fort Lauderdale', county: 'Broward County', zips: ['33301', '33308', '33315'] },
    { city: 'Hollywood', county: 'Broward County', zips: ['33019', '33021'] },
  ],
};

const streets = ['Oak', 'Maple', 'Cedar', 'Elm', 'Pecan', 'Live Oak', 'Magnolia', 'Bluebonnet', 'Palm', 'Coral', 'Sabal', 'Mockingbird', 'Lakeview', 'Riverside', 'Hillcrest', 'Sunset', 'Brazos', 'Guadalupe', 'Bayshore', 'Ponce de Leon'];
const suffixes = ['St', 'Ave', 'Dr', 'Ln', 'Blvd', 'Ct', 'Way', 'Trl'];
const firstNames = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Sofia', 'Daniel', 'Grace', 'Anthony', 'Olivia', 'Mark', 'Emily', 'Luis', 'Hannah', 'Kevin', 'Aisha', 'Brian', 'Mei', 'Thomas', 'Priya', 'Steven', 'Fatima', 'Andrew', 'Chloe'];
const lastNames = ['Johnson', 'Williams', 'Garcia', 'Martinez', 'Anderson', 'Thompson', 'Hernandez', 'Nguyen', 'Robinson', 'Whitfield', 'Castellanos', 'Okafor', 'Kowalski', 'Delgado', 'Fitzgerald', 'Abernathy', 'Rasmussen', 'Villanueva', 'Pemberton', 'Lindqvist', 'Harrington', 'Takahashi', 'Brennan', 'Moreau', 'Sandoval', 'Oyelaran', 'Whitaker', 'Caldwell', 'Montgomery', 'Gallagher'];

export const seedCompanies: { id: string; name: string; kind: (typeof companies.$inferInsert)['kind']; phone: string; email: string }[] = [
  { id: 'cmp_lonestar_bank', name: 'Lone Star Mortgage Bank', kind: 'lender', phone: '(512) 555-0201', email: 'closings@lonestarmortgage.example' },
  { id: 'cmp_gulf_coast_cu', name: 'Gulf Coast Credit Union', kind: 'lender', phone: '(305) 555-0202', email: 'loans@gulfcoastcu.example' },
  { id: 'cmp_capital_home', name: 'Capital Home Lending', kind: 'lender', phone: '(512) 555-0203', email: 'funding@capitalhome.example' },
  { id: 'cmp_bayview_servicing', name: 'Bayview Loan Servicing', kind: 'payoff_servicer', phone: '(800) 555-0204', email: 'payoffs@bayview.example' },
  { id: 'cmp_hill_country_realty', name: 'Hill Country Realty', kind: 'brokerage', phone: '(512) 555-0205', email: 'office@hillcountryrealty.example' },
  { id: 'cmp_biscayne_properties', name: 'Biscayne Properties', kind: 'brokerage', phone: '(305) 555-0206', email: 'office@biscayneprops.example' },
  { id: 'cmp_alvarez_law', name: 'Alvarez & Reed, PLLC', kind: 'law_firm', phone: '(305) 555-0207', email: 'realestate@alvarezreed.example' },
  { id: 'cmp_mueller_hoa', name: 'Mueller Community Association', kind: 'hoa', phone: '(512) 555-0208', email: 'resales@muellerhoa.example' },
  { id: 'cmp_pulte_homes', name: 'Cypress Ridge Homes', kind: 'builder', phone: '(512) 555-0209', email: 'sales@cypressridge.example' },
];

const typeWeights: [TransactionType, number][] = [['purchase', 50], ['refinance', 22], ['cash_purchase', 10], ['commercial', 6], ['construction', 5], ['equity', 7]];
function weighted<T>(random: Random, weights: [T, number][]): T {
  let roll = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[0]![0];
}

export interface SeedStaff {
  escrowOfficers: string[];
  titleOfficers: string[];
  processors: string[];
  actorId: string;
}

/** The people-to-link: each client user gets a contact, a party to `orderIndexes`. */
export interface SeedClientLink {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: PartyRole;
  orderIndexes: number[];
}

/**
 * Generates `count` orders across every status, type, office and officer with parties, status
 * history and audit events, dated around `today`. Inserts in batches (fast enough for 100,000).
 */
export async function seedOrders(db: Db, options: { count: number; today: string; staff: SeedStaff; clients?: SeedClientLink[]; seed?: number; contactsCount?: number; withHistory?: boolean }) {
  const random = createRandom(options.seed ?? 20_260_105);
  const { today, staff } = options;
  await db.insert(offices).values(seedOffices).onConflictDoNothing();
  await db.insert(underwriters).values(seedUnderwriters).onConflictDoNothing();
  await db.insert(companies).values(seedCompanies).onConflictDoNothing();

  const contactCount = options.contactsCount ?? Math.max(60, Math.min(5000, options.count));
  const contactRows = Array.from({ length: contactCount }, (_, index) => {
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    return {
      id: `con_seed_${index}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${index}@mail.example`.toLowerCase(),
      phone: `(${random.pick(['512', '737', '305', '954'])}) 555-${String(1000 + index).slice(-4)}`,
      ssnLast4: String(random.int(1000, 9999)),
    };
  });
  const clientContacts = (options.clients ?? []).map((client, index) => ({
    id: `con_client_${index}`,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: null,
    ssnLast4: null,
    userId: client.userId,
  }));
  for (let start = 0; start < contactRows.length; start += 1000) await db.insert(contacts).values(contactRows.slice(start, start + 1000));
  if (clientContacts.length) await db.insert(contacts).values(clientContacts);

  const counters = new Map<string, number>();
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const partyRows: (typeof orderParties.$inferInsert)[] = [];
  const eventRows: (typeof orderStatusEvents.$inferInsert)[] = [];
  const auditRows: (typeof auditEvents.$inferInsert)[] = [];

  // Opened dates oldest first so file numbers rise with time, as an office's do.
  const plans = Array.from({ length: options.count }, () => {
    const status = random.pick([...lifecycle, 'on_hold', 'cancelled'] as OrderStatus[]);
    const stage = status === 'on_hold' || status === 'cancelled' ? random.pick(lifecycle.slice(0, 6)) : status;
    const closedStage = lifecycle.indexOf(stage as (typeof lifecycle)[number]) >= lifecycle.indexOf('closed');
    // Files past closing opened 45–420 days ago; open files 0–120 days ago.
    const age = closedStage ? random.int(45, 420) : random.int(0, 120);
    return { status, stage, closedStage, opened: addDays(today, -age) };
  }).sort((a, b) => a.opened.localeCompare(b.opened));

  plans.forEach((plan, index) => {
    const office = random.pick(seedOffices);
    const place = random.pick(places[office.state as 'TX' | 'FL']);
    const type = weighted(random, typeWeights);
    const scope = `${office.id}:${sequenceScope(office.numberingFormat, plan.opened)}`;
    const sequence = (counters.get(scope) ?? 0) + 1;
    counters.set(scope, sequence);
    const fileNumber = renderFileNumber(office.numberingFormat, { date: plan.opened, sequence, officeCode: office.code });
    const id = `ord_seed_${index}`;
    const price = random.int(180, 1500) * 1000_00;
    const propertyType: PropertyType = type === 'commercial' ? 'commercial' : random.pick(['single_family', 'single_family', 'single_family', 'condominium', 'townhouse', 'multi_family']);
    const estimated = plan.closedStage ? addDays(plan.opened, random.int(25, 40)) : addDays(today, random.int(-3, 45));
    const closingDate = plan.closedStage ? estimated : null;
    const stageIndex = lifecycle.indexOf(plan.stage as (typeof lifecycle)[number]);
    const heldFrom = plan.status === 'on_hold' ? plan.stage : null;
    const apnPrefix = office.state === 'TX' ? `0${random.int(1, 9)}${random.int(1000, 9999)}` : `01-${random.int(1000, 9999)}-${random.int(100, 999)}`;
    orderRows.push({
      id,
      fileNumber,
      officeId: office.id,
      transactionType: type,
      status: plan.status as OrderStatus,
      heldFromStatus: heldFrom as OrderStatus | null,
      phase: phaseOf(plan.status as OrderStatus, heldFrom as OrderStatus | null),
      propertyAddress: `${random.int(100, 9899)} ${random.pick(streets)} ${random.pick(suffixes)}`,
      propertyCity: place.city,
      propertyState: office.state,
      propertyZip: random.pick(place.zips),
      propertyCounty: place.county,
      apn: `${apnPrefix}-${String(index).padStart(4, '0')}`,
      legalDescription: `Lot ${random.int(1, 40)}, Block ${random.pick(['A', 'B', 'C', 'D'])}, ${random.pick(streets)} ${random.pick(['Estates', 'Heights', 'Park', 'Village'])}, a subdivision in ${place.county}, ${office.state === 'TX' ? 'Texas' : 'Florida'}, according to the plat recorded in ${office.state === 'TX' ? 'Document No.' : 'Plat Book'} ${random.int(100, 999)}.`,
      propertyType,
      salePriceCents: type === 'refinance' || type === 'equity' ? null : price,
      loanAmountCents: type === 'cash_purchase' ? null : type === 'equity' ? random.int(30, 150) * 1000_00 : Math.round((price * random.int(60, 95)) / 100 / 100_00) * 100_00,
      openedDate: plan.opened,
      estimatedClosingDate: estimated,
      closingDate,
      fundingDate: stageIndex >= lifecycle.indexOf('funded') ? closingDate : null,
      recordedDate: stageIndex >= lifecycle.indexOf('recorded') ? addDays(closingDate!, random.int(1, 6)) : null,
      policyIssuedDate: stageIndex >= lifecycle.indexOf('policy_issued') ? addDays(closingDate!, random.int(8, 30)) : null,
      escrowOfficerId: random.chance(0.93) ? random.pick(staff.escrowOfficers) : null,
      titleOfficerId: random.pick(staff.titleOfficers),
      processorId: random.chance(0.8) ? random.pick(staff.processors) : null,
      underwriterId: random.pick(seedUnderwriters).id,
      notes: random.chance(0.3) ? random.pick(['Seller is out of state; mail-away package.', 'Buyer prefers afternoon closing.', 'HOA resale certificate ordered.', 'Survey required by lender.', 'Payoff good through the 15th.']) : null,
      createdBy: staff.actorId,
      createdAt: new Date(`${plan.opened}T15:00:00Z`),
      updatedAt: new Date(`${addDays(plan.opened, Math.min(stageIndex * 4 + 1, Math.max(0, daysUntil(plan.opened, today))))}T16:00:00Z`),
    });
    const person = () => random.pick(contactRows).id;
    const roles: [PartyRole, string | null, string | null][] = [];
    if (type === 'purchase' || type === 'cash_purchase' || type === 'commercial' || type === 'construction') {
      roles.push(['buyer', person(), null], ['seller', person(), null]);
      if (random.chance(0.4)) roles.push(['buyer', person(), null]);
      roles.push(['listing_agent', person(), null], ['selling_agent', person(), null]);
    } else {
      roles.push(['borrower', person(), null]);
      roles.push(['payoff_lender', null, 'cmp_bayview_servicing']);
    }
    if (type !== 'cash_purchase') roles.push(['lender', null, random.pick(['cmp_lonestar_bank', 'cmp_gulf_coast_cu', 'cmp_capital_home'])]);
    if (random.chance(0.2)) roles.push(['hoa', null, 'cmp_mueller_hoa']);
    if (office.state === 'FL' && random.chance(0.3)) roles.push(['attorney', null, 'cmp_alvarez_law']);
    for (const client of options.clients ?? []) {
      if (client.orderIndexes.includes(index)) roles.push([client.role, `con_client_${(options.clients ?? []).indexOf(client)}`, null]);
    }
    const seen = new Set<string>();
    roles.forEach(([role, contactId, companyId], partyIndex) => {
      const key = `${role}:${contactId ?? companyId}`;
      if (seen.has(key)) return;
      seen.add(key);
      partyRows.push({ id: `pty_seed_${index}_${partyIndex}`, orderId: id, role, contactId, companyId });
    });
    if (options.withHistory !== false) {
      const reached = plan.status === 'cancelled' || plan.status === 'on_hold' ? lifecycle.slice(0, stageIndex + 1) : lifecycle.slice(0, stageIndex + 1);
      const path: OrderStatus[] = [...reached, ...(plan.status === 'on_hold' || plan.status === 'cancelled' ? [plan.status as OrderStatus] : [])];
      let previous: OrderStatus | null = null;
      const row = orderRows[orderRows.length - 1]!;
      // Each step on the day it happened: the key dates for the steps that stamp one, the
      // steps before closing spread evenly from opening to closing (or to today).
      const stepDates: Partial<Record<OrderStatus, string | null | undefined>> = {
        closed: row.closingDate,
        funded: row.fundingDate,
        disbursed: row.fundingDate,
        recorded: row.recordedDate,
        policy_issued: row.policyIssuedDate,
        completed: row.policyIssuedDate ? addDays(row.policyIssuedDate, 2) : undefined,
      };
      const preClosingEnd = row.closingDate ?? today;
      const span = Math.max(0, daysUntil(plan.opened, preClosingEnd));
      path.forEach((status, step) => {
        const day =
          stepDates[status] ??
          (status === 'on_hold' || status === 'cancelled' ? addDays(plan.opened, Math.min(span, Math.floor((step * span) / 6) + 2)) : addDays(plan.opened, Math.floor((step * span) / 6)));
        const at = new Date(`${day < today ? day : today}T15:${String(10 + step).padStart(2, '0')}:00Z`);
        eventRows.push({ orderId: id, fromStatus: previous, toStatus: status, actorId: staff.actorId, createdAt: at });
        auditRows.push(
          previous === null
            ? { actorId: staff.actorId, action: 'order.created', entityType: 'order', entityId: id, after: { fileNumber, transactionType: type }, createdAt: at }
            : { actorId: staff.actorId, action: 'order.status_changed', entityType: 'order', entityId: id, before: { status: previous }, after: { status }, createdAt: at },
        );
        previous = status;
      });
    }
  });

  for (let start = 0; start < orderRows.length; start += 1000) await db.insert(orders).values(orderRows.slice(start, start + 1000));
  for (let start = 0; start < partyRows.length; start += 2000) await db.insert(orderParties).values(partyRows.slice(start, start + 2000));
  for (let start = 0; start < eventRows.length; start += 2000) await db.insert(orderStatusEvents).values(eventRows.slice(start, start + 2000));
  for (let start = 0; start < auditRows.length; start += 2000) await db.insert(auditEvents).values(auditRows.slice(start, start + 2000));
  // Counters continue after the seeded numbers, so the next order gets the next number.
  const sequenceRows = [...counters].map(([key, lastValue]) => {
    const [officeId, scopeKey] = key.split(/:(.*)/s) as [string, string];
    return { officeId, scopeKey, lastValue };
  });
  if (sequenceRows.length) await db.insert(officeSequences).values(sequenceRows);
  await db.execute(sql`
    update orders set party_names = coalesce((
      select string_agg(name, ', ' order by name) from (
        select distinct coalesce(c.first_name || ' ' || c.last_name, co.name) as name
        from order_parties p left join contacts c on c.id = p.contact_id left join companies co on co.id = p.company_id
        where p.order_id = orders.id) names), '')`);
}

function daysUntil(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
