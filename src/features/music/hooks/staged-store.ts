import { create } from 'zustand';
import { editItem, type EditableFields, type StagedItem } from '../model/staged-item';

interface StagedState {
  items: StagedItem[];
  /** True while Upload All works through the list. */
  uploading: boolean;
}

/**
 * The staged list lives outside the component so it survives switching admin tabs: an upload
 * carries on (and its progress is still there) when Quick Upload is opened again.
 */
export const useStagedStore = create<StagedState>(() => ({ items: [], uploading: false }));

function revoke(url: string | null): void {
  if (url) URL.revokeObjectURL(url);
}

function update(id: string, change: (item: StagedItem) => StagedItem): void {
  useStagedStore.setState((state) => ({
    items: state.items.map((item) => (item.id === id ? change(item) : item)),
  }));
}

function findItem(id: string): StagedItem | undefined {
  return useStagedStore.getState().items.find((item) => item.id === id);
}

export const stagedActions = {
  add(items: StagedItem[]): void {
    useStagedStore.setState((state) => ({ items: [...state.items, ...items] }));
  },
  edit(id: string, fields: Partial<EditableFields>): void {
    update(id, (item) => editItem(item, fields));
  },
  /** A new cover (or none); its preview URL replaces the old one. Not while uploading. */
  setCover(id: string, cover: File | null): void {
    const item = findItem(id);
    if (!item || item.status === 'uploading') return;
    revoke(item.coverPreview);
    const coverPreview = cover ? URL.createObjectURL(cover) : null;
    update(id, (current) => ({ ...current, cover, coverPreview }));
  },
  /** Upload progress and outcome (the upload itself sets these). */
  patch(id: string, patch: Partial<Pick<StagedItem, 'progress' | 'status' | 'error'>>): void {
    update(id, (item) => ({ ...item, ...patch }));
  },
  remove(id: string): void {
    const item = findItem(id);
    if (!item || item.status === 'uploading') return;
    revoke(item.coverPreview);
    useStagedStore.setState((state) => ({ items: state.items.filter((other) => other.id !== id) }));
  },
  /** A failed item back to ready, to try again. */
  retry(id: string): void {
    update(id, (item) =>
      item.status === 'error' ? { ...item, status: 'ready', progress: 0, error: null } : item,
    );
  },
  clearCompleted(): void {
    const { items } = useStagedStore.getState();
    items.filter((item) => item.status === 'success').forEach((item) => revoke(item.coverPreview));
    useStagedStore.setState({ items: items.filter((item) => item.status !== 'success') });
  },
  setUploading(uploading: boolean): void {
    useStagedStore.setState({ uploading });
  },
  /** Empties the list (tests, sign-out). */
  reset(): void {
    useStagedStore.getState().items.forEach((item) => revoke(item.coverPreview));
    useStagedStore.setState({ items: [], uploading: false });
  },
};
