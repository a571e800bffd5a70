import { Button } from '@/components/button';
import { useAdminSetupState } from '../hooks/use-admin-setup';
import { howToBecomeAdmin } from '../model/admin-setup';
import { AdminCard } from './admin-card';

export interface AdminTeaserProps {
  /** The tab's name, e.g. 'Quick Upload'. */
  area: string;
  /** Opens the Admin Setup tab. */
  onOpenSetup(): void;
}

/** What non-admins see on the admin-only music tabs (part 2 §5): what it is, and how to get in. */
export function AdminTeaser({ area, onOpenSetup }: AdminTeaserProps) {
  const setup = useAdminSetupState();
  return (
    <AdminCard title={`${area} is for admins`}>
      <p>
        Admins upload MP3 tracks to the LaughLoop music library and manage the tracks in it: titles,
        artists, genres, cover images and tags.
      </p>
      <p className="text-ink-muted">{howToBecomeAdmin(setup.data?.hasAdmin)}</p>
      <Button variant="secondary" className="self-start" onClick={onOpenSetup}>
        Go to Admin Setup
      </Button>
    </AdminCard>
  );
}
