/** Whether this browser can shrink a video; its code loads only once a file is picked. */
export async function canShrink(): Promise<boolean> {
  const { shrinkFormat } = await import('@/lib/media/shrink-support');
  return (await shrinkFormat()) !== null;
}
