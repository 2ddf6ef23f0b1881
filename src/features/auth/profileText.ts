import type { Role } from '../../../domain/types';

/** The edit dialog's read-only role (SPEC.md: Admin or User). */
export const roleLabel = (role: Role | undefined) =>
  role === 'superadmin' ? 'Super Admin' : role === 'admin' ? 'Admin' : 'User';

/** 'active' → 'Active' for the status badge. */
export const statusLabel = (status: string | undefined) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Active';
