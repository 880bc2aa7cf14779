import type { z } from 'zod';
import type { CreateOrderInputSchema, OrderDetail } from '@core/contracts/orders';
import { todayIn } from '@core/domain/calendar-dates';
import type { Db } from '../../db/client';
import { orderParties, orders, orderStatusEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import type { CurrentUser } from '../../lib/auth-hooks';
import { canonicalCounty } from '../reference/counties';
import { allocateFileNumber } from './allocate-file-number';
import { getOrder } from './get-order';
import { checkOrderReferences } from './order-references';
import { refreshPartyNames } from './party-names';

type Input = z.output<typeof CreateOrderInputSchema>;

/** Opens a closing file: number, order, parties, first status event and audit, in one transaction. */
export async function createOrder(db: Db, actor: CurrentUser, input: Input, options: { timeZone: string }): Promise<OrderDetail> {
  const county = canonicalCounty(input.propertyState, input.propertyCounty);
  const fields = await checkOrderReferences(db, input);
  if (!county) fields.propertyCounty = [`No county of that name in ${input.propertyState}`];
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', 'Some fields need attention', fields);

  const openedDate = input.openedDate ?? todayIn(options.timeZone);
  const id = newId('ord');
  await db.transaction(async (tx) => {
    const fileNumber = await allocateFileNumber(tx, input.officeId, openedDate);
    const [created] = await tx
      .insert(orders)
      .values({
        id,
        fileNumber,
        officeId: input.officeId,
        transactionType: input.transactionType,
        status: 'open',
        phase: 'open',
        propertyAddress: input.propertyAddress,
        propertyCity: input.propertyCity,
        propertyState: input.propertyState,
        propertyZip: input.propertyZip,
        propertyCounty: county!,
        apn: input.apn ?? null,
        legalDescription: input.legalDescription ?? null,
        propertyType: input.propertyType,
        salePriceCents: input.salePriceCents ?? null,
        loanAmountCents: input.loanAmountCents ?? null,
        openedDate,
        estimatedClosingDate: input.estimatedClosingDate ?? null,
        escrowOfficerId: input.escrowOfficerId ?? null,
        titleOfficerId: input.titleOfficerId ?? null,
        processorId: input.processorId ?? null,
        underwriterId: input.underwriterId ?? null,
        notes: input.notes ?? null,
        createdBy: actor.id,
      })
      .returning();
    // The same person twice in the same role is one party.
    const seen = new Set<string>();
    const parties = input.parties.filter((party) => {
      const key = `${party.role}:${party.contactId ?? party.companyId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (parties.length) {
      await tx.insert(orderParties).values(
        parties.map((party) => ({ id: newId('pty'), orderId: id, role: party.role, contactId: party.contactId ?? null, companyId: party.companyId ?? null })),
      );
      await refreshPartyNames(tx, [id]);
    }
    await tx.insert(orderStatusEvents).values({ orderId: id, fromStatus: null, toStatus: 'open', actorId: actor.id });
    const { searchText: _search, partyNames: _names, ...snapshot } = created!;
    await recordAudit(tx, { actorId: actor.id, action: 'order.created', entityType: 'order', entityId: id, after: { ...snapshot, parties } });
  });
  return getOrder(db, id);
}
