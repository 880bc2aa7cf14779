import type { UserStatusAction } from '@core/contracts/users';
import type { ProfileStatus } from '@core/domain/permissions';

/** Which status each admin action may start from, and where it leads. */
const transitions: Record<UserStatusAction, { from: readonly ProfileStatus[]; to: ProfileStatus; verb: string }> = {
  approve: { from: ['pending', 'rejected'], to: 'active', verb: 'approved' },
  reject: { from: ['pending'], to: 'rejected', verb: 'rejected' },
  // A pending account is rejected, not deactivated: reactivation must never skip the approval.
  deactivate: { from: ['active'], to: 'deactivated', verb: 'deactivated' },
  reactivate: { from: ['deactivated'], to: 'active', verb: 'reactivated' },
};

export function statusTransition(action: UserStatusAction, current: ProfileStatus) {
  const rule = transitions[action];
  if (!rule.from.includes(current)) {
    const article = /^[aeiou]/.test(current) ? 'An' : 'A';
    return { ok: false as const, message: `${article} ${current} account cannot be ${rule.verb}` };
  }
  return { ok: true as const, to: rule.to };
}

/** Statuses after which the user's sessions end at once. */
export function endsSessions(status: ProfileStatus): boolean {
  return status === 'deactivated' || status === 'rejected';
}
