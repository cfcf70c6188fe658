import { useCallback } from 'react';
import { useAuth } from '@concierge/auth';
import { removeAllDrafts } from '../conversation/reply-drafts';

/**
 * Signs out, then removes every unsent reply draft from this browser (on a shared computer the
 * next person must not find them). A session that merely expires keeps its drafts: they belong to that
 * user only, and come back when the same person signs in again.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  return useCallback(async () => {
    await signOut();
    removeAllDrafts(window.localStorage);
  }, [signOut]);
}
