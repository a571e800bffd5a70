import { Dialog, type DialogProps } from './dialog';

/** A bottom sheet: the same accessible modal as Dialog, anchored to the bottom edge for thumbs. */
export function Sheet(props: Omit<DialogProps, 'placement'>) {
  return <Dialog {...props} placement="sheet" />;
}
