import { describe, expect, it } from 'vitest';
import { endsSessions, statusTransition } from './users.policy';

describe('account status transitions', () => {
  it('approves pending or rejected accounts and nothing else', () => {
    expect(statusTransition('approve', 'pending')).toEqual({ ok: true, to: 'active' });
    expect(statusTransition('approve', 'rejected')).toEqual({ ok: true, to: 'active' });
    expect(statusTransition('approve', 'active')).toEqual({ ok: false, message: 'An active account cannot be approved' });
  });

  it('never lets a pending account reach active without an approval', () => {
    expect(statusTransition('deactivate', 'pending').ok).toBe(false);
    expect(statusTransition('reactivate', 'pending').ok).toBe(false);
    expect(statusTransition('reactivate', 'rejected').ok).toBe(false);
    expect(statusTransition('reactivate', 'deactivated')).toEqual({ ok: true, to: 'active' });
  });

  it('ends sessions on deactivation and rejection only', () => {
    expect(['active', 'pending', 'rejected', 'deactivated'].filter((status) => endsSessions(status as never))).toEqual(['rejected', 'deactivated']);
  });
});
