import { describe, expect, it } from 'vitest';
import { dashboardFor } from './paths';

describe('dashboardFor', () => {
  it('sends each role to its own dashboard, admin to the agent one, anyone else to the client one', () => {
    expect(dashboardFor('vendor')).toBe('/vendor/dashboard');
    expect(dashboardFor('agent')).toBe('/agent/dashboard');
    expect(dashboardFor('admin')).toBe('/agent/dashboard');
    expect(dashboardFor('client')).toBe('/client/dashboard');
    expect(dashboardFor(null)).toBe('/client/dashboard');
  });
});
