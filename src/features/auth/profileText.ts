import type { Role } from '../../../domain/types';

/** The edit dialog's read-only role (SPEC.md: Admin or User), as a catalogue key. */
export const roleLabel = (role: Role | undefined) =>
  role === 'superadmin' ? 'auth.role.superadmin' : role === 'admin' ? 'auth.role.admin' : 'auth.role.user';

/** The profile's Role field: the role as stored ('user' when missing), as a catalogue key. */
export const roleValue = (role: Role | undefined) =>
  role === 'superadmin'
    ? 'auth.profile.roleValue.superadmin'
    : role === 'admin'
      ? 'auth.profile.roleValue.admin'
      : 'auth.profile.roleValue.user';

const STATUS_KEYS: Record<string, string> = {
  active: 'auth.profile.status.active',
  disabled: 'auth.profile.status.disabled',
};

/** The status badge: a catalogue key for the known statuses, else the status capitalised ('active' → 'Active'). */
export const statusLabel = (status: string | undefined): { key: string } | { text: string } =>
  !status
    ? { key: STATUS_KEYS.active }
    : STATUS_KEYS[status]
      ? { key: STATUS_KEYS[status] }
      : { text: status.charAt(0).toUpperCase() + status.slice(1) };

const PAYMENT_KEYS: Record<string, string> = {
  pending: 'auth.payment.pending',
  paid: 'auth.payment.paid',
  failed: 'auth.payment.failed',
  cancelled: 'auth.payment.cancelled',
  expired: 'auth.payment.expired',
  refunded: 'auth.payment.refunded',
};

/** A payment status as the purchases table shows it ('paid'), as a catalogue key when it is a known one. */
export const paymentStatusKey = (status: string): string | null => PAYMENT_KEYS[status] ?? null;
