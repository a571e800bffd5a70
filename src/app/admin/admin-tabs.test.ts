import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_PARAMS, ADMIN_TABS, adminTabFrom } from './admin-tabs';

describe('the admin setup tabs', () => {
  it('are the spec tabs, Admin Setup first', () => {
    expect(ADMIN_TABS).toEqual(['Admin Setup', 'Quick Upload', 'Manage Library']);
  });

  it('opens the tab ?tab= names, Admin Setup otherwise', () => {
    expect(adminTabFrom('upload')).toBe('Quick Upload');
    expect(adminTabFrom('library')).toBe('Manage Library');
    expect(adminTabFrom('setup')).toBe('Admin Setup');
    expect(adminTabFrom(null)).toBe('Admin Setup');
    expect(adminTabFrom('Upload')).toBe('Admin Setup');
    expect(adminTabFrom('constructor')).toBe('Admin Setup');
  });

  it('round-trips every tab through its parameter', () => {
    for (const tab of ADMIN_TABS) expect(adminTabFrom(ADMIN_TAB_PARAMS[tab])).toBe(tab);
  });
});
