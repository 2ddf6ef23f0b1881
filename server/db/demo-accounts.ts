import type { Role } from '../../domain/types';

/** The demo accounts `npm start` creates in the Auth emulator and the database, and prints. */
export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  phoneNumber: string;
}

export function demoAccounts(superadminEmail: string): DemoAccount[] {
  return [
    {
      email: superadminEmail,
      password: 'Boipoka#Super1',
      displayName: 'Shirin Akhter',
      role: 'superadmin',
      phoneNumber: '+8801711000001',
    },
    {
      email: 'admin@boipoka.test',
      password: 'Boipoka#Admin1',
      displayName: 'Tanvir Hasan',
      role: 'admin',
      phoneNumber: '+8801811000002',
    },
    {
      email: 'customer@boipoka.test',
      password: 'Boipoka#Reader1',
      displayName: 'Nusrat Jahan',
      role: 'user',
      phoneNumber: '+8801911000003',
    },
  ];
}

/** Other shoppers whose reviews fill the home carousel; they have no Firebase accounts. */
export const demoReviewers = [
  { email: 'rafiq.islam@example.com', displayName: 'Rafiqul Islam' },
  { email: 'farhana.k@example.com', displayName: 'Farhana Karim' },
  { email: 'arif.chowdhury@example.org', displayName: 'Arif Chowdhury' },
  { email: 'maliha.r@example.com', displayName: 'Maliha Rahman' },
  { email: 'sabbir.ahmed@example.org', displayName: 'Sabbir Ahmed' },
  { email: 'tasnim.h@example.com', displayName: 'Tasnim Haque' },
] as const;
