import { useCallback, useState } from 'react';
import { Button } from '@/components/button';
import { useLibrary } from '../hooks/use-library';
import { LIBRARY_MESSAGES } from '../model/messages';
import { cleanSearchTerm } from '../model/search';
import { LibraryList } from './library-list';
import { LibrarySearch } from './library-search';

interface LibraryView {
  search: string;
  page: number;
}

function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage(page: number): void;
}) {
  if (page === 0 && !hasMore) return null;
  return (
    <nav aria-label="Library pages" className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-ink-muted">Page {page + 1}</span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

function LibraryBody({ view, onPage }: { view: LibraryView; onPage(page: number): void }) {
  const library = useLibrary(view.search, view.page);
  if (library.isError && !library.data)
    return (
      <p role="alert" className="text-sm text-danger">
        {LIBRARY_MESSAGES.loadFailed}
      </p>
    );
  if (!library.data) return <p className="text-sm text-ink-muted">Loading tracks…</p>;
  const { tracks, hasMore } = library.data;
  return (
    <>
      {tracks.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {view.search ? LIBRARY_MESSAGES.noMatches(view.search) : LIBRARY_MESSAGES.empty}
        </p>
      ) : (
        <LibraryList tracks={tracks} />
      )}
      <Pager page={view.page} hasMore={hasMore} onPage={onPage} />
    </>
  );
}

/**
 * Manage Library: every track (admins see all statuses) newest first, 20 a page, searchable by
 * title, artist or genre, each with play, edit, deactivate/activate and delete.
 */
export function ManageLibrary() {
  const [view, setView] = useState<LibraryView>({ search: '', page: 0 });
  const onSearch = useCallback((term: string) => {
    const search = cleanSearchTerm(term);
    setView((current) => (current.search === search ? current : { search, page: 0 }));
  }, []);
  const onPage = useCallback((page: number) => setView((current) => ({ ...current, page })), []);
  return (
    <section aria-labelledby="manage-library-heading" className="flex flex-col gap-4">
      <h2 id="manage-library-heading" className="text-lg font-bold">
        Manage Library
      </h2>
      <LibrarySearch onSearch={onSearch} />
      <LibraryBody view={view} onPage={onPage} />
    </section>
  );
}

export default ManageLibrary;
