import { areaKeys } from '@/lib/query/keys';

const music = areaKeys('music');

/**
 * Query keys of the music library. `library` (['music', 'library']) is the family every page
 * and search of Manage Library belongs to: Quick Upload invalidates it after each upload.
 */
export const musicKeys = {
  all: music.all,
  library: music.kind('library'),
  libraryPage: (search: string, page: number) => music.key('library', search, page),
};
