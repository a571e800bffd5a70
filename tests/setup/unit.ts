import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';

// fake-indexeddb clones with Node's structuredClone, which only round-trips Node's own Blob.
globalThis.Blob = NodeBlob as unknown as typeof Blob;
