import { atomWithStorage } from 'jotai/utils';
import { jsonStorage } from './storage';

/** true/false; '1'/'0' as the console stored it before (read as 1/0), anything else dropped. */
const repairMuted = (raw: unknown): boolean | undefined =>
  typeof raw === 'boolean' ? raw : raw === 1 ? true : raw === 0 ? false : undefined;

/**
 * The console's sound choice (issue 15, item 3), remembered on this device: the kitchen phone
 * keeps it across reloads and restarts. localStorage `vendorMuted`.
 */
export const vendorMutedAtom = atomWithStorage<boolean>(
  'vendorMuted',
  false,
  jsonStorage('local', repairMuted),
  {
    getOnInit: true,
  },
);
vendorMutedAtom.debugLabel = 'vendorMuted';

/**
 * The console has said once what this browser cannot do (keep the screen awake, vibrate, show
 * notifications): the note is not shown again on this device. localStorage `vendorNoteSeen`.
 */
export const vendorNoteSeenAtom = atomWithStorage<boolean>(
  'vendorNoteSeen',
  false,
  jsonStorage('local', (raw) => (typeof raw === 'boolean' ? raw : undefined)),
  { getOnInit: true },
);
vendorNoteSeenAtom.debugLabel = 'vendorNoteSeen';
