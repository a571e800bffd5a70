import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listTracks } from '../api/list-tracks';
import { cleanSearchTerm } from '../model/search';
import { musicKeys } from './music-keys';

/**
 * One page of Manage Library for a search. Kept in memory only (admins manage the library
 * online); the previous page stays on screen while the next one loads.
 */
export function useLibrary(search: string, page: number) {
  const term = cleanSearchTerm(search);
  return useQuery({
    queryKey: musicKeys.libraryPage(term, page),
    queryFn: ({ signal }) => listTracks(term, page, signal),
    placeholderData: keepPreviousData,
  });
}
