import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTransitions, canTransition, lifecycle, orderStatuses, phaseOf, type OrderStatus } from './order-status';

describe('order lifecycle', () => {
  it('moves one step forward, or to hold or cancel', () => {
    expect(allowedTransitions('open')).toEqual(['title_ordered', 'on_hold', 'cancelled']);
    expect(allowedTransitions('policy_issued')).toEqual(['completed', 'on_hold', 'cancelled']);
    expect(canTransition('open', 'closed')).toBe(false);
    expect(canTransition('closed', 'open')).toBe(false);
  });

  it('resumes a held file at the step it was held from', () => {
    expect(allowedTransitions('on_hold', 'clear_to_close')).toEqual(['clear_to_close', 'cancelled']);
    expect(phaseOf('on_hold', 'clear_to_close')).toBe('open');
    expect(phaseOf('on_hold', 'recorded')).toBe('closed');
  });

  it('ends at completed and cancelled', () => {
    expect(allowedTransitions('completed')).toEqual([]);
    expect(allowedTransitions('cancelled')).toEqual([]);
  });

  it('puts every status in exactly one phase and never allows a step backwards in the lifecycle', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), fc.constantFrom(...lifecycle), (status: OrderStatus, heldFrom) => {
        expect(['open', 'closed', 'cancelled']).toContain(phaseOf(status, heldFrom));
        for (const next of allowedTransitions(status, heldFrom)) {
          if (status !== 'on_hold' && next !== 'on_hold' && next !== 'cancelled') {
            expect(lifecycle.indexOf(next as (typeof lifecycle)[number])).toBe(lifecycle.indexOf(status as (typeof lifecycle)[number]) + 1);
          }
        }
      }),
    );
  });
});
