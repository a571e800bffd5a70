import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/lib/session';
import { uploadAll } from '../upload/upload-all';
import { musicKeys } from './music-keys';

/** Upload All for the signed-in admin; each saved track reloads Manage Library's lists. */
export function useUploadAll(): () => void {
  const client = useQueryClient();
  const signedIn = useSession((state) => state.session !== null);
  return useCallback(() => {
    void uploadAll({
      signedIn,
      onUploaded: () => void client.invalidateQueries({ queryKey: musicKeys.library }),
    });
  }, [client, signedIn]);
}
