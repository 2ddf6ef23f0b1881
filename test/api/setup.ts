import { inject } from 'vitest';

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.NODE_ENV = 'test';
