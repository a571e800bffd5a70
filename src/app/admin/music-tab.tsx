import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { AdminOnly, AdminTeaser } from '@/features/admin';
import { loadQuickUpload, loadManageLibrary } from '@/features/music';

// The music library's code loads only when an admin opens its tab.
const QuickUpload = lazy(() => loadQuickUpload());
const ManageLibrary = lazy(() => loadManageLibrary());

export interface MusicTabProps {
  tab: 'Quick Upload' | 'Manage Library';
  /** Switches to the Admin Setup tab (from the non-admins' teaser). */
  onOpenSetup(): void;
}

/**
 * Quick Upload and Manage Library (part 2 §5): the music feature's panels for admins; everyone
 * else sees a teaser that says what the tab is and how to become an admin.
 */
export function MusicTab({ tab, onOpenSetup }: MusicTabProps) {
  const Panel = tab === 'Quick Upload' ? QuickUpload : ManageLibrary;
  return (
    <AdminOnly otherwise={<AdminTeaser area={tab} onOpenSetup={onOpenSetup} />}>
      <ErrorBoundary key={tab} area={tab === 'Quick Upload' ? 'quick upload' : 'music library'}>
        <Suspense
          fallback={
            <p role="status" className="text-ink-muted">
              Loading…
            </p>
          }
        >
          <Panel />
        </Suspense>
      </ErrorBoundary>
    </AdminOnly>
  );
}
