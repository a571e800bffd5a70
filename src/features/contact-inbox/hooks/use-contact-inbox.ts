import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { areaKeys } from '@/lib/query/keys';
import { countContactMessages } from '../api/count-contact-messages';
import { listContactMessages } from '../api/list-contact-messages';
import { setContactMessageStatus } from '../api/set-contact-message-status';
import {
  cursorAfter,
  INBOX_STATUSES,
  STATUS_LABELS,
  type ContactMessage,
  type ContactStatus,
  type InboxCursor,
  type InboxTab,
} from '../model/inbox';

const inbox = areaKeys('contact-inbox');
const inboxKeys = {
  all: inbox.all,
  list: (tab: InboxTab) => inbox.key('list', tab),
  newCount: () => inbox.key('new-count'),
};

function tellLoadFailed(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError')) {
    console.error('Loading contact messages failed', error);
    toast({
      title: 'Inbox not loaded',
      description: 'The contact messages could not be loaded. Please try again.',
      variant: 'destructive',
    });
  }
  throw error;
}

/**
 * One tab of the inbox, newest first, 50 at a time. In memory only: it holds visitors' addresses
 * and messages, and admins triage online.
 */
export function useContactInbox(tab: InboxTab) {
  const query = useInfiniteQuery({
    queryKey: inboxKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      listContactMessages(INBOX_STATUSES[tab], pageParam, signal).catch(tellLoadFailed),
    initialPageParam: null as InboxCursor | null,
    getNextPageParam: cursorAfter,
  });
  return {
    messages: query.data?.pages.flat() ?? [],
    loading: query.isPending,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}

/** How many messages wait under 'New'. */
export function useNewMessageCount() {
  return useQuery({
    queryKey: inboxKeys.newCount(),
    queryFn: ({ signal }) => countContactMessages(INBOX_STATUSES.New, signal),
  });
}

export interface StatusChange {
  message: ContactMessage;
  status: ContactStatus;
}

/** Moves a message between the tabs; both lists and the count reload whatever the answer. */
export function useSetMessageStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ message, status }: StatusChange) => setContactMessageStatus(message.id, status),
    onSuccess: (_answer, { message, status }) =>
      toast({
        title: status === 'handled' ? 'Marked handled' : 'Reopened',
        description: `“${message.subject}” is now ${STATUS_LABELS[status].toLowerCase()}.`,
        variant: 'success',
      }),
    onError: (error) => {
      console.error('Updating a contact message failed', error);
      toast({
        title: 'Message not updated',
        description: 'The message could not be updated. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
