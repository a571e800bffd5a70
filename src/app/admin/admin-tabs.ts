/** The admin setup screen's tabs (part 2 §5): Admin Setup for everyone, the music tabs for admins. */
export const ADMIN_TABS = ['Admin Setup', 'Quick Upload', 'Manage Library'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The `?tab=` value of each tab, so a tab can be linked to and survives a reload. */
export const ADMIN_TAB_PARAMS: Record<AdminTab, string> = {
  'Admin Setup': 'setup',
  'Quick Upload': 'upload',
  'Manage Library': 'library',
};

/** The tab an address asks for; anything else opens Admin Setup. */
export function adminTabFrom(param: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => ADMIN_TAB_PARAMS[tab] === param) ?? 'Admin Setup';
}
