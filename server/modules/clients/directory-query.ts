import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Company, Contact } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { companies, contactCompanies, contacts, orderParties, users } from '../../db/schema';

/**
 * Loads contacts with what the directory shows beside each (companies, linked user, number of
 * orders) in three queries for the whole page, never one per row.
 */
export async function loadContacts(db: Db, ids: string[]): Promise<Contact[]> {
  if (!ids.length) return [];
  const [rows, links, orderCounts] = await Promise.all([
    db.select({ contact: contacts, userEmail: users.email }).from(contacts).leftJoin(users, eq(users.id, contacts.userId)).where(inArray(contacts.id, ids)),
    db
      .select({ contactId: contactCompanies.contactId, id: companies.id, name: companies.name, kind: companies.kind })
      .from(contactCompanies)
      .innerJoin(companies, eq(companies.id, contactCompanies.companyId))
      .where(inArray(contactCompanies.contactId, ids))
      .orderBy(asc(companies.name)),
    db
      .select({ contactId: orderParties.contactId, value: count(orderParties.orderId) })
      .from(orderParties)
      .where(inArray(orderParties.contactId, ids))
      .groupBy(orderParties.contactId),
  ]);
  const byId = new Map(rows.map((row) => [row.contact.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map(({ contact, userEmail }) => ({
      id: contact.id,
      firstName: contact.firstName,
      lastName: contact.lastName,
      name: `${contact.firstName} ${contact.lastName}`,
      email: contact.email,
      phone: contact.phone,
      ssnLast4: contact.ssnLast4,
      street: contact.street,
      city: contact.city,
      state: contact.state,
      zip: contact.zip,
      notes: contact.notes,
      companies: links.filter((link) => link.contactId === contact.id).map(({ contactId: _c, ...company }) => company),
      linkedUser: contact.userId && userEmail ? { id: contact.userId, email: userEmail } : null,
      invitedEmail: contact.invitedEmail,
      orderCount: orderCounts.find((row) => row.contactId === contact.id)?.value ?? 0,
      version: contact.version,
      createdAt: contact.createdAt.toISOString(),
      updatedAt: contact.updatedAt.toISOString(),
    }));
}

export async function loadCompanies(db: Db, ids: string[]): Promise<Company[]> {
  if (!ids.length) return [];
  const [rows, members, orderCounts] = await Promise.all([
    db.select().from(companies).where(inArray(companies.id, ids)),
    db
      .select({ companyId: contactCompanies.companyId, id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(contactCompanies)
      .innerJoin(contacts, eq(contacts.id, contactCompanies.contactId))
      .where(inArray(contactCompanies.companyId, ids))
      .orderBy(asc(contacts.lastName), asc(contacts.firstName)),
    db
      .select({ companyId: orderParties.companyId, value: count(orderParties.orderId) })
      .from(orderParties)
      .where(inArray(orderParties.companyId, ids))
      .groupBy(orderParties.companyId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((company) => ({
      id: company.id,
      name: company.name,
      kind: company.kind,
      email: company.email,
      phone: company.phone,
      tinLast4: company.tinLast4,
      street: company.street,
      city: company.city,
      state: company.state,
      zip: company.zip,
      notes: company.notes,
      contacts: members.filter((member) => member.companyId === company.id).map((member) => ({ id: member.id, name: `${member.firstName} ${member.lastName}` })),
      orderCount: orderCounts.find((row) => row.companyId === company.id)?.value ?? 0,
      version: company.version,
      createdAt: company.createdAt.toISOString(),
      updatedAt: company.updatedAt.toISOString(),
    }));
}
