/** The demo sign-in accounts (README lists them). Only exposed while demo mode is on. */
export const DEMO_PASSWORD = 'Demo!2345';

export const demoAccounts = [
  { role: 'agent', email: 'agent@demo.test', password: DEMO_PASSWORD },
  { role: 'client', email: 'client@demo.test', password: DEMO_PASSWORD },
  { role: 'vendor', email: 'vendor@demo.test', password: DEMO_PASSWORD },
  { role: 'admin', email: 'admin@demo.test', password: DEMO_PASSWORD },
] as const;
